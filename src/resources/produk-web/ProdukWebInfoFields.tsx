import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import type { ProdukWebFormMode } from './rules/validation';
import { MerkInput } from './MerkInput';
import { WebKategoriProdukInput } from './WebKategoriProdukInput';
import { GenerateButton } from '../../components/GenerateButton';
import type { ProdukWebGenerators } from './useProdukWebGenerators';
import { produkWebMessages } from './messages';

/** The field beside its AI button; on a phone the button goes under the field, which keeps its full width. */
const WithGenerator = ({ children, button }: { children: ReactNode; button: ReactNode }) => (
  <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0, sm: 1 }, alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: { xs: 1, sm: 0 } }}>
    <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    <Box sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, mt: { xs: -1, sm: 0 } }}>{button}</Box>
  </Box>
);

/** Title, category, brand, and description, tags and slug with their AI buttons. */
export const ProdukWebInfoFields = ({ mode, generators }: { mode: ProdukWebFormMode; generators: ProdukWebGenerators }) => {
  const button = (label: string, key: string, onClick: () => void) => (
    <GenerateButton
      label={label}
      onClick={onClick}
      pending={generators.running === key}
      disabled={generators.running !== null}
      text={produkWebMessages.generate}
      disabledReason={generators.titleMissing}
    />
  );
  return (
    <>
      <TextInput source="judul" label={produkWebMessages.judul} fullWidth />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <WebKategoriProdukInput />
        <MerkInput readOnly={mode === 'edit'} />
      </Box>
      <WithGenerator button={button(produkWebMessages.generateDescription, 'deskripsi', () => void generators.description())}>
        <TextInput source="deskripsi" label={produkWebMessages.deskripsi} multiline minRows={4} fullWidth />
      </WithGenerator>
      <WithGenerator button={button(produkWebMessages.generateTags, 'tags', () => void generators.tags())}>
        <TextInput source="tags" label={produkWebMessages.tags} fullWidth />
      </WithGenerator>
      <WithGenerator button={button(produkWebMessages.generateSlug, 'slug', () => void generators.slug())}>
        <TextInput source="slug" label={produkWebMessages.slug} helperText={produkWebMessages.slugHint} fullWidth />
      </WithGenerator>
    </>
  );
};
