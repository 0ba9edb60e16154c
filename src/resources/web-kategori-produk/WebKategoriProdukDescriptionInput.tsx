import { FormHelperText, Stack, Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../api/errors';
import { CATEGORY_DESCRIPTION_MAX, countCharacters } from './rules';
import { useApiCall } from '../../providers/queries';
import { generateWebKategoriProdukDescription } from './api';
import { GenerateButton } from '../../components/GenerateButton';
import { useNameGenerator } from './useNameGenerator';
import { format } from '../../i18n/format';
import { webKategoriProdukMessages } from './messages';

/** 'n/160 karakter' as typed; red past the limit (the form then refuses to save, nothing is cut). */
const DescriptionCounter = () => {
  const deskripsi = useWatch({ name: 'deskripsi' }) as string | null | undefined;
  const count = countCharacters(deskripsi);
  return (
    <Typography variant="caption" color={count > CATEGORY_DESCRIPTION_MAX ? 'error' : 'text.secondary'} data-testid="description-counter">
      {format(webKategoriProdukMessages.descriptionCounter, { count, max: CATEGORY_DESCRIPTION_MAX })}
    </Typography>
  );
};

/** Description (at most 160 characters) with a live counter and the AI generator. */
export const WebKategoriProdukDescriptionInput = ({ missingName, disabled = false }: { missingName?: string; disabled?: boolean }) => {
  const call = useApiCall();
  const generator = useNameGenerator({
    target: 'deskripsi',
    generate: (name) => generateWebKategoriProdukDescription(call, name),
    describeError: (error) => format(webKategoriProdukMessages.generateDescriptionFailed, { error: errorMessage(error, webKategoriProdukMessages.descriptionMissing) }),
    missingName,
  });

  return (
    <div>
      <TextInput source="deskripsi" label={webKategoriProdukMessages.deskripsi} multiline minRows={3} fullWidth disabled={disabled} helperText={false} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5, mb: 1 }}>
        <GenerateButton label={webKategoriProdukMessages.generateDescription} pending={generator.pending} disabled={disabled} onClick={generator.run} />
        <DescriptionCounter />
      </Stack>
      {generator.error && (
        <FormHelperText error role="alert" data-testid="description-error" sx={{ mb: 1 }}>
          {generator.error}
        </FormHelperText>
      )}
    </div>
  );
};
