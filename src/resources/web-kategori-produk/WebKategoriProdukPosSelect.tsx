import { SelectInput } from 'react-admin';
import { usePosCategories } from './hooks';
import { webKategoriProdukMessages } from './messages';
import { RetryAlert } from '../../components/RetryAlert';

/**
 * The optional link to a POS category. 'Tidak dihubungkan' leaves it empty, which is sent as null. If
 * the options fail to load the current link is kept as it is, with the spec's message and a retry.
 */
export const WebKategoriProdukPosSelect = ({ source, disabled = false }: { source: 'kategoriProdukId' | 'kategori_produk_id'; disabled?: boolean }) => {
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
        <RetryAlert
          error={error}
          fallback={webKategoriProdukMessages.posLoadFailed}
          onRetry={refetch}
          retrying={isFetching}
          severity="warning"
          testId="pos-options-error"
          sx={{ mb: 2 }}
        />
      )}
    </>
  );
};
