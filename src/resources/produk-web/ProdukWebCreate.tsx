import { useMemo } from 'react';
import { Create } from 'react-admin';
import { emptyProduct } from './rules/formValues';
import { ProdukWebForm } from './ProdukWebForm';
import { produkWebMessages } from './messages';

/** `/admin/produk-web/tambah`. */
export const ProdukWebCreate = () => {
  const record = useMemo(emptyProduct, []);
  return (
    <Create resource="produk-web" title={produkWebMessages.createTitle} component="div">
      <ProdukWebForm mode="create" record={record} />
    </Create>
  );
};
