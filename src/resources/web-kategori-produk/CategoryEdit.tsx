import { Edit, useTranslate } from 'react-admin';
import { REDIRECT_AFTER_SAVE_MS, useSaveFeedback } from '../useSaveFeedback';
import { categoryFeedback } from './categoryFeedback';
import { WEB_CATEGORY_RESOURCE } from './categoryResource';
import { CategoryForm, CategoryFormLoading } from './CategoryForm';

/**
 * The form mounts only once its record is there (react-admin's Edit), so the stored icon photo is in
 * the uploader from the start; skeleton fields until then. Pessimistic: a failed save leaves the form
 * exactly as typed, with the server's error. A record that cannot be loaded shows 'Gagal mengambil data
 * kategori web.' (or the server's text) back on the grid. Success: the message, the grid after 1.5 s.
 */
export const CategoryEdit = () => {
  const translate = useTranslate();
  const { editMutationOptions, editQueryOptions, leaving } = useSaveFeedback(WEB_CATEGORY_RESOURCE, categoryFeedback, {
    redirectAfterMs: REDIRECT_AFTER_SAVE_MS,
  });
  return (
    <Edit
      title={translate('app.category.editTitle')}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={editMutationOptions}
      queryOptions={editQueryOptions}
      loading={<CategoryFormLoading title={translate('app.category.editTitle')} />}
    >
      <CategoryForm leaving={leaving} />
    </Edit>
  );
};
