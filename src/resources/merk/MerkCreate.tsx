import { Create } from 'react-admin';
import { merkFeedback } from './merkFeedback';
import { useSaveFeedback } from '../../components/useSaveFeedback';
import { MerkForm } from './MerkForm';
import { merkMessages } from './messages';

export const MerkCreate = () => {
  const { createMutationOptions } = useSaveFeedback('merk', merkFeedback);
  return (
    <Create title={merkMessages.createTitle} record={{ nama: '', slug: '', isActive: true }} mutationOptions={createMutationOptions}>
      <MerkForm />
    </Create>
  );
};
