import { defineFakeArea } from '../../../fake-api/area';
import { laporanRefundWebContract } from '../contract';
import { laporanRefundWebHandlers } from './handlers';

/** The refund report reads the refund records (pending cash's `refundRecords`) and the orders; it owns no table. */
export default defineFakeArea({ name: 'laporan-refund-web', contract: laporanRefundWebContract, handlers: laporanRefundWebHandlers });
