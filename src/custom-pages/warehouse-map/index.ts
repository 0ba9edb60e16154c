import WarehouseIcon from '@mui/icons-material/Warehouse';
import { definePage } from '../declaration';

export default definePage({
  name: 'warehouse-map',
  path: '/warehouse-map',
  view: { load: () => import('./WarehouseMapPage').then((m) => m.WarehouseMapPage) },
  menu: { label: 'Peta Gudang', icon: WarehouseIcon, group: 'operasional' },
  reads: () => import('./contract').then((m) => [m.warehouseMapContract.map]),
});
