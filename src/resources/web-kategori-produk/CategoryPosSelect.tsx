import { Alert, Button } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { messages } from '../../i18n/messages';
import { usePosCategories } from './hooks';

/**
 * The optional link to a POS category. 'Tidak dihubungkan' leaves it empty, which is sent as null. If
 * the options fail to load the current link is kept as it is, with the spec's message and a retry.
 */
export const CategoryPosSelect = ({ source, disabled = false }: { source: 'kategoriProdukId' | 'kategori_produk_id'; disabled?: boolean }) => {
  const translate = useTranslate();
  const { data, isPending, isFetching, error, refetch } = usePosCategories();
  return (
    <>
      <SelectInput
        source={source}
        label={translate('app.category.kategoriProdukId')}
        choices={data ?? []}
        optionText="nama_kategori"
        optionValue="id"
        emptyText={translate('app.category.posNone')}
        isPending={isPending && !error}
        helperText={translate('app.category.posHint')}
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
              {translate('app.common.retry')}
            </Button>
          }
        >
          {errorMessage(error, messages.category.posLoadFailed)}
        </Alert>
      )}
    </>
  );
};
