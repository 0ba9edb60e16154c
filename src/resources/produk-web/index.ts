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
  list: () => import('./ProdukWebList').then((m) => m.ProdukWebList),
  create: () => import('./ProdukWebCreate').then((m) => m.ProdukWebCreate),
  edit: () => import('./ProdukWebEdit').then((m) => m.ProdukWebEdit),
  palette: () => import('./palette').then((m) => m.produkWebPalette),
});
