import { lazy } from 'react';
import SellIcon from '@mui/icons-material/Sell';
import type { ResourceDeclaration } from '../declaration';

// Views load on first visit, keeping forms and tables out of the login route's JavaScript.
const MerkList = lazy(() => import('./MerkList').then((m) => ({ default: m.MerkList })));
const MerkCreate = lazy(() => import('./MerkCreate').then((m) => ({ default: m.MerkCreate })));
const MerkEdit = lazy(() => import('./MerkEdit').then((m) => ({ default: m.MerkEdit })));

const merk: ResourceDeclaration = {
  name: 'merk',
  label: 'app.merk.name',
  list: MerkList,
  create: MerkCreate,
  edit: MerkEdit,
  icon: SellIcon,
  recordRepresentation: 'nama',
};

export default merk;
