import WarehouseIcon from '@mui/icons-material/Warehouse';
import { definePage } from '../declaration';
import { messages } from '../../i18n/messages';

export default definePage({
  name: 'warehouse-map',
  accessDenied: messages.access.loginAsAdmin,
  path: '/warehouse-map',
  view: { load: () => import('./WarehouseMapPage').then((m) => m.WarehouseMapPage) },
  menu: { label: 'Peta Gudang', icon: WarehouseIcon, group: 'operasional' },
  reads: () => import('./contract').then((m) => [m.warehouseMapContract.map]),
});
