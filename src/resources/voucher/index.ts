import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { defineResource } from '../declaration';

export default defineResource({
  name: 'voucher',
  menu: { label: 'Voucher', icon: ConfirmationNumberIcon, group: 'promosi' },
  recordRepresentation: 'nama_voucher',
  data: () => import('./resource').then((m) => m.voucherResource),
  list: () => import('./VoucherList').then((m) => m.VoucherList),
  create: () => import('./VoucherCreate').then((m) => m.VoucherCreate),
  edit: () => import('./VoucherEdit').then((m) => m.VoucherEdit),
  palette: () => import('./palette').then((m) => m.voucherPalette),
});
