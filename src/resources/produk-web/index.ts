import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2';
import type { ResourceDeclaration } from '../declaration';

// Views load on first visit, keeping the list and the forms out of the login route's JavaScript.
const ProductList = lazy(() => import('./ProductList').then((m) => ({ default: m.ProductList })));
const ProductCreate = lazy(() => import('./ProductCreate').then((m) => ({ default: m.ProductCreate })));
const ProductEdit = lazy(() => import('./ProductEdit').then((m) => ({ default: m.ProductEdit })));

/**
 * Web products. The spec's older edit address `/admin/produk-web/{id}/edit` lands on react-admin's
 * `:id/*` edit route, which the declaration redirects to `/admin/produk-web/edit/{id}`.
 */
const produkWeb: ResourceDeclaration = {
  name: 'produk-web',
  label: 'app.product.name',
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: InventoryIcon,
  recordRepresentation: 'judul',
};

export default produkWeb;
