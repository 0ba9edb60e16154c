import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceDeclaration } from '../declaration';
import { WEB_CATEGORY_RESOURCE } from './categoryResource';

// Views load on first visit, keeping the grid and forms out of the login route's JavaScript.
const CategoryList = lazy(() => import('./CategoryList').then((m) => ({ default: m.CategoryList })));
const CategoryCreate = lazy(() => import('./CategoryCreate').then((m) => ({ default: m.CategoryCreate })));
const CategoryEdit = lazy(() => import('./CategoryEdit').then((m) => ({ default: m.CategoryEdit })));

const webKategoriProduk: ResourceDeclaration = {
  name: WEB_CATEGORY_RESOURCE,
  label: 'app.category.name',
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: 'namaKategori',
};

export default webKategoriProduk;

/** For the product form: add a category without leaving it (loaded on first use). */
export { LazyCategoryQuickAddDialog as CategoryQuickAddDialog } from './LazyCategoryQuickAddDialog';
