import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { ProdukWebFormMode } from './rules/validation';
import { PosInfoCard } from './PosInfoCard';
import { posInfoOf, ProdukWebCashierField } from './ProdukWebCashierField';
import { ProdukWebSection } from './ProdukWebSection';
import { useUnlinkedCashierProducts } from './hooks';
import { produkWebMessages } from './messages';

/**
 * The cashier link and its read-only facts. While adding in variant mode each variant picks its own
 * cashier product and the facts shown are the first variant's.
 */
export const ProdukWebCashierSection = ({ mode }: { mode: ProdukWebFormMode }) => {
  const [pakaiVarian, firstVariantCashier] = useWatch({ name: ['pakaiVarian', 'varian.0.produkKasirId'] }) as [boolean, string | number | null | undefined];
  const { data: unlinked = [] } = useUnlinkedCashierProducts();
  const fromFirstVariant = mode === 'create' && pakaiVarian;
  const firstVariantProduct = fromFirstVariant ? (unlinked.find((product) => String(product.id) === String(firstVariantCashier)) ?? null) : null;
  return (
    <ProdukWebSection title={produkWebMessages.sectionCashier} testId="section-cashier">
      {fromFirstVariant ? (
        <Typography variant="body2" color="text.secondary">
          {produkWebMessages.cashierFromVariant}
        </Typography>
      ) : (
        <ProdukWebCashierField readOnly={mode === 'edit'} />
      )}
      <Typography variant="subtitle2" color="text.secondary" sx={{ pt: 1 }}>
        {produkWebMessages.sectionPos}
      </Typography>
      <PosInfoCard source={fromFirstVariant ? posInfoOf(firstVariantProduct) : undefined} />
    </ProdukWebSection>
  );
};
