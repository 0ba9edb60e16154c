import InventoryIcon from '@mui/icons-material/Inventory2';
import { defineResource } from '../declaration';

/**
 * Web products. The spec's older edit address `/admin/produk-web/{id}/edit` lands on react-admin's
 * `:id/*` edit route, which the declaration redirects to `/admin/produk-web/edit/{id}`.
 */
export default defineResource({
  name: 'produk-web',
  menu: { label: 'Produk Web', icon: InventoryIcon, group: 'katalog' },
  recordRepresentation: 'judul',
  data: () => import('./resource').then((m) => m.produkWebResource),
  list: () => import('./ProductList').then((m) => m.ProductList),
  create: () => import('./ProductCreate').then((m) => m.ProductCreate),
  edit: () => import('./ProductEdit').then((m) => m.ProductEdit),
});
