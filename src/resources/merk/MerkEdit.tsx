import { Edit, useTranslate } from 'react-admin';
import { useSaveFeedback } from '../useSaveFeedback';
import { merkFeedback } from './merkFeedback';
import { MerkForm } from './MerkForm';

/** Pessimistic: a failed save leaves the form exactly as typed, with the server's error. */
export const MerkEdit = () => {
  const translate = useTranslate();
  const { editMutationOptions, editQueryOptions } = useSaveFeedback('merk', merkFeedback);
  return (
    <Edit
      title={translate('app.merk.editTitle')}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={editMutationOptions}
      queryOptions={editQueryOptions}
    >
      <MerkForm />
    </Edit>
  );
};
