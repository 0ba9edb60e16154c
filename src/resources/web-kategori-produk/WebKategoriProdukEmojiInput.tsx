import { FormHelperText, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useApiCall } from '../../providers/queries';
import { generateWebKategoriProdukEmoji } from './api';
import { GenerateButton } from '../../components/GenerateButton';
import { useNameGenerator } from './useNameGenerator';
import { webKategoriProdukMessages } from './messages';

/**
 * The emoji icon (at most 2 characters, counted as a person sees them; see domain/category) with its
 * generator. No `maxLength`: the browser counts UTF-16 units and would cut an emoji such as '🏗️'.
 */
export const WebKategoriProdukEmojiInput = ({ disabled = false }: { disabled?: boolean }) => {
  const call = useApiCall();
  const generator = useNameGenerator({
    target: 'icon',
    generate: (name) => generateWebKategoriProdukEmoji(call, name),
    describeError: (error) => errorMessage(error, webKategoriProdukMessages.generateEmojiFailed),
  });

  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput source="icon" label={webKategoriProdukMessages.icon} helperText={webKategoriProdukMessages.iconHint} disabled={disabled} sx={{ width: 320 }} />
        <Stack sx={{ pt: 1.5 }}>
          <GenerateButton label={webKategoriProdukMessages.generateEmoji} pending={generator.pending} disabled={disabled} onClick={generator.run} />
        </Stack>
      </Stack>
      {generator.error && (
        <FormHelperText error role="alert" data-testid="emoji-error" sx={{ mt: -0.5, mb: 1, mx: 1.75 }}>
          {generator.error}
        </FormHelperText>
      )}
    </div>
  );
};
