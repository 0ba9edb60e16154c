import { useMemo } from 'react';
import { Create, useTranslate } from 'react-admin';
import { emptyProduct } from './rules/formValues';
import { ProductForm } from './ProductForm';

/** `/admin/produk-web/tambah`. */
export const ProductCreate = () => {
  const translate = useTranslate();
  const record = useMemo(emptyProduct, []);
  return (
    <Create resource="produk-web" title={translate('app.product.createTitle')} component="div">
      <ProductForm mode="create" record={record} />
    </Create>
  );
};
