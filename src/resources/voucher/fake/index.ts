import { defineFakeArea } from '../../../fake-api/area';
import { voucherContract } from '../contract';
import type { Voucher } from '../schemas';
import { voucherHandlers } from './handlers';
import { seedVoucher } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    voucher: Voucher[];
  }
}

export default defineFakeArea({ name: 'voucher', contract: voucherContract, handlers: voucherHandlers, tables: { voucher: ({ now }) => seedVoucher(now) } });
