import { useRef, type ChangeEvent } from 'react';
import { BooleanInput, SimpleForm, TextInput, Toolbar, SaveButton } from 'react-admin';
import { useFormSubmitting, useGuardedSave } from '../../components/useGuardedSave';
import { useFormContext } from 'react-hook-form';
import { slugify } from '../../domain/slugify';
import { RouteButton } from '../../components/RouteButton';
import { merkRoutes } from './routes';
import { validateMerkForm } from './rules';
import { messages } from '../../i18n/messages';
import { merkMessages } from './messages';

/** Name and slug: the slug follows the name until the administrator edits it by hand. */
const NameAndSlugInputs = () => {
  const { setValue, getValues } = useFormContext();
  const slugEditedByHand = useRef(false);

  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!slugEditedByHand.current) setValue('slug', slugify(event.target.value), { shouldDirty: true, shouldValidate: Boolean(getValues('slug')) });
  };
  const onSlugChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Clearing the slug hands it back to the name.
    slugEditedByHand.current = event.target.value.trim() !== '';
  };

  return (
    <>
      <TextInput source="nama" label={merkMessages.nama} onChange={onNameChange} fullWidth autoFocus />
      <TextInput source="slug" label={merkMessages.slug} onChange={onSlugChange} helperText={merkMessages.slugHint} fullWidth />
    </>
  );
};

const MerkToolbar = ({ saving }: { saving: boolean }) => {
  const submitting = useFormSubmitting();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {/* Enabled on a pristine form (saving it shows the spec's message), held while it saves. */}
      <SaveButton alwaysEnable={!saving && !submitting} />
      <RouteButton to={merkRoutes.list()} label={messages.common.cancel} />
    </Toolbar>
  );
};

/** The one form body shared by add and edit. */
export const MerkForm = () => {
  const { onSubmit, saving } = useGuardedSave();
  return (
    <SimpleForm validate={validateMerkForm} onSubmit={onSubmit} toolbar={<MerkToolbar saving={saving} />} sx={{ maxWidth: 560 }} warnWhenUnsavedChanges>
      <NameAndSlugInputs />
      <BooleanInput source="isActive" label={merkMessages.isActive} />
    </SimpleForm>
  );
};
