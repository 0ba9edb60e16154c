import { Alert, Button } from '@mui/material';
import { SelectInput } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { messages } from '../../i18n/messages';
import { usePosCategories } from './hooks';
import { webKategoriProdukMessages } from './messages';

/**
 * The optional link to a POS category. 'Tidak dihubungkan' leaves it empty, which is sent as null. If
 * the options fail to load the current link is kept as it is, with the spec's message and a retry.
 */
export const CategoryPosSelect = ({ source, disabled = false }: { source: 'kategoriProdukId' | 'kategori_produk_id'; disabled?: boolean }) => {
  const { data, isPending, isFetching, error, refetch } = usePosCategories();
  return (
    <>
      <SelectInput
        source={source}
        label={webKategoriProdukMessages.kategoriProdukId}
        choices={data ?? []}
        optionText="nama_kategori"
        optionValue="id"
        emptyText={webKategoriProdukMessages.posNone}
        isPending={isPending && !error}
        helperText={webKategoriProdukMessages.posHint}
        disabled={disabled}
        fullWidth
      />
      {error && (
        <Alert
          severity="warning"
          data-testid="pos-options-error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              {messages.common.retry}
            </Button>
          }
        >
          {errorMessage(error, webKategoriProdukMessages.posLoadFailed)}
        </Alert>
      )}
    </>
  );
};
