import SellIcon from '@mui/icons-material/Sell';
import { defineResource } from '../declaration';

export default defineResource({
  name: 'merk',
  menu: { label: 'Merk', icon: SellIcon, group: 'katalog' },
  recordRepresentation: 'nama',
  data: () => import('./resource').then((m) => m.merkResource),
  list: () => import('./MerkList').then((m) => m.MerkList),
  create: () => import('./MerkCreate').then((m) => m.MerkCreate),
  edit: () => import('./MerkEdit').then((m) => m.MerkEdit),
  palette: () => import('./palette').then((m) => m.merkPalette),
});
