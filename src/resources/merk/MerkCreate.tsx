import { Create, useTranslate } from 'react-admin';
import { merkFeedback } from './merkFeedback';
import { useSaveFeedback } from '../useSaveFeedback';
import { MerkForm } from './MerkForm';


export const MerkCreate = () => {
  const translate = useTranslate();
  const { createMutationOptions } = useSaveFeedback('merk', merkFeedback);
  return (
    <Create title={translate('app.merk.createTitle')} record={{ nama: '', slug: '', isActive: true }} mutationOptions={createMutationOptions}>
      <MerkForm />
    </Create>
  );
};
