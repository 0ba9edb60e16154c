import CategoryIcon from '@mui/icons-material/Category';
import { defineResource } from '../declaration';

export default defineResource({
  name: 'web-kategori-produk',
  menu: { label: 'Kategori Web', icon: CategoryIcon, group: 'katalog' },
  recordRepresentation: 'namaKategori',
  data: () => import('./resource').then((m) => m.webKategoriProdukResource),
  list: () => import('./CategoryList').then((m) => m.CategoryList),
  create: () => import('./CategoryCreate').then((m) => m.CategoryCreate),
  edit: () => import('./CategoryEdit').then((m) => m.CategoryEdit),
});

/** For the product form: add a category without leaving it (loaded on first use). */
export { LazyCategoryQuickAddDialog as CategoryQuickAddDialog } from './LazyCategoryQuickAddDialog';
