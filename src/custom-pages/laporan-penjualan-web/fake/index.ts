import { defineFakeArea } from '../../../fake-api/area';
import { laporanPenjualanWebContract } from '../contract';
import { laporanPenjualanWebHandlers } from './handlers';

/** The sales report reads the orders (`penjualanWeb`); it owns no table. */
export default defineFakeArea({ name: 'laporan-penjualan-web', contract: laporanPenjualanWebContract, handlers: laporanPenjualanWebHandlers });
