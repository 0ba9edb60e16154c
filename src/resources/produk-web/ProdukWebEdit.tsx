import { useMemo } from 'react';
import { Edit, useRecordContext } from 'react-admin';
import type { WebProductEdit } from './schemas';
import { toFormValues } from './rules/formValues';
import { ProdukWebForm } from './ProdukWebForm';
import { ProdukWebLoadError } from './ProdukWebLoadError';
import { produkWebMessages } from './messages';

const ProdukWebEditForm = () => {
  const record = useRecordContext<WebProductEdit>();
  // A new object only when the loaded product changes, so the form is not reset while typing.
  const values = useMemo(() => (record ? toFormValues(record) : null), [record]);
  return values ? <ProdukWebForm mode="edit" record={values} /> : null;
};

/**
 * `/admin/produk-web/edit/{id}`, loaded from GET /admin/produk-web/{id}/edit. A product that cannot be
 * loaded shows the spec's message on the page instead of the form.
 */
export const ProdukWebEdit = () => {
  return (
    <Edit
      resource="produk-web"
      title={produkWebMessages.editTitle}
      component="div"
      error={<ProdukWebLoadError />}
      // The page shows the failure itself; react-admin's default would toast and leave for the list.
      queryOptions={{ onError: () => undefined, retry: false }}
      actions={false}
    >
      <ProdukWebEditForm />
    </Edit>
  );
};
