import { defineResourceEntry } from '../../providers/resourceEntry';
import { voucherContract } from './contract';
import { toVoucherPayload, type VoucherFormValues } from './rules';

export const voucherResource = defineResourceEntry({
  pagination: 'client',
  list: voucherContract.list,
  get: voucherContract.get,
  create: voucherContract.create,
  update: voucherContract.update,
  delete: voucherContract.delete,
  searchFields: ['nama_voucher', 'kode_voucher'],
  toPayload: (data) => toVoucherPayload(data as VoucherFormValues),
});
