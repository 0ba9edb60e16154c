import { lazy } from 'react';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import type { ResourceDeclaration } from '../declaration';

// Views load on first visit, keeping forms and tables out of the login route's JavaScript.
const VoucherList = lazy(() => import('./VoucherList').then((m) => ({ default: m.VoucherList })));
const VoucherCreate = lazy(() => import('./VoucherCreate').then((m) => ({ default: m.VoucherCreate })));
const VoucherEdit = lazy(() => import('./VoucherEdit').then((m) => ({ default: m.VoucherEdit })));

const voucher: ResourceDeclaration = {
  name: 'voucher',
  label: 'app.voucher.name',
  list: VoucherList,
  create: VoucherCreate,
  edit: VoucherEdit,
  icon: ConfirmationNumberIcon,
  recordRepresentation: 'nama_voucher',
};

export default voucher;
