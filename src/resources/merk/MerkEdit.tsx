import { Edit } from 'react-admin';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { merkFeedback } from './merkFeedback';
import { MerkForm } from './MerkForm';
import { merkMessages } from './messages';

/** Pessimistic: a failed save leaves the form exactly as typed, with the server's error. */
export const MerkEdit = () => {
  const { editMutationOptions, editQueryOptions } = useSaveFeedback('merk', merkFeedback);
  return (
    <Edit
      title={merkMessages.editTitle}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={editMutationOptions}
      queryOptions={editQueryOptions}
    >
      <MerkForm />
    </Edit>
  );
};
