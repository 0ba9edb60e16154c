import { useMemo } from 'react';
import { Create } from 'react-admin';
import { emptyProduct } from './rules/formValues';
import { ProductForm } from './ProductForm';
import { produkWebMessages } from './messages';

/** `/admin/produk-web/tambah`. */
export const ProductCreate = () => {
  const record = useMemo(emptyProduct, []);
  return (
    <Create resource="produk-web" title={produkWebMessages.createTitle} component="div">
      <ProductForm mode="create" record={record} />
    </Create>
  );
};
