import { useRef, type ChangeEvent } from 'react';
import { BooleanInput, SimpleForm, TextInput, Toolbar, SaveButton, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { slugify } from '../../domain/slugify';
import { RouteButton } from '../../components/RouteButton';
import { merkRoutes } from './routes';
import { validateMerkForm } from './rules';

/** Name and slug: the slug follows the name until the administrator edits it by hand. */
const NameAndSlugInputs = () => {
  const translate = useTranslate();
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
      <TextInput source="nama" label={translate('app.merk.nama')} onChange={onNameChange} fullWidth autoFocus />
      <TextInput source="slug" label={translate('app.merk.slug')} onChange={onSlugChange} helperText={translate('app.merk.slugHint')} fullWidth />
    </>
  );
};

const MerkToolbar = () => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable />
      <RouteButton to={merkRoutes.list()} label={translate('app.common.cancel')} />
    </Toolbar>
  );
};

/** The one form body shared by add and edit. */
export const MerkForm = () => {
  const translate = useTranslate();
  return (
    <SimpleForm validate={validateMerkForm} toolbar={<MerkToolbar />} sx={{ maxWidth: 560 }}>
      <NameAndSlugInputs />
      <BooleanInput source="isActive" label={translate('app.merk.isActive')} />
    </SimpleForm>
  );
};
