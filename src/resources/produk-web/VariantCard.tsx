import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Card, CardContent, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { CashierProduct } from './schemas';
import type { ProdukWebFormMode } from './rules/validation';
import type { VariantFormValues } from './rules/formValues';
import { CashierProductPicker } from './CashierProductPicker';
import { fieldErrorText } from './fieldErrorText';
import { GenerateButton } from '../../components/GenerateButton';
import { PriceFields } from './PriceFields';
import { ProdukWebImagesInput } from './ProdukWebImagesInput';
import type { ProdukWebGenerators } from './useProdukWebGenerators';
import { format } from '../../i18n/format';
import { produkWebMessages } from './messages';

/** Catalogue spec §9: one photo per variant while adding, up to three while editing. */
export const VARIANT_PHOTO_LIMIT: Record<ProdukWebFormMode, number> = { create: 1, edit: 3 };

interface VariantCardProps {
  index: number;
  mode: ProdukWebFormMode;
  /** Cashier products chosen by the other cards. */
  takenElsewhere: ReadonlyArray<CashierProduct['id']>;
  onRemove: () => void;
  generators: ProdukWebGenerators;
}

/** The variant's own cashier product: picked for a new variant, fixed for one that exists. */
const VariantCashier = ({ index, takenElsewhere }: { index: number; takenElsewhere: VariantCardProps['takenElsewhere'] }) => {
  const { setValue } = useFormContext();
  const base = `varian.${index}`;
  const { field, fieldState } = useController({ name: `${base}.produkKasirId` });
  const [existingId, nama] = useWatch({ name: [`${base}.idVarianExisting`, `${base}.produkKasirNama`] }) as [VariantFormValues['idVarianExisting'], string];

  if (existingId !== null && existingId !== undefined) {
    return (
      <TextField
        label={produkWebMessages.cashierProduct}
        value={nama || '-'}
        helperText={produkWebMessages.cashierLinked}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
    );
  }
  const select = (product: CashierProduct | null) => {
    field.onChange(product?.id ?? null);
    setValue(`${base}.entitasId`, product?.entitas_id ?? null);
    setValue(`${base}.produkKasirNama`, product?.nama_produk ?? '');
    setValue(`${base}.hargaModal`, product?.harga_modal ?? null);
  };
  return (
    <CashierProductPicker
      label={produkWebMessages.cashierProduct}
      value={field.value ?? null}
      onSelect={select}
      exclude={takenElsewhere}
      error={fieldErrorText(fieldState.error)}
    />
  );
};

/** One variant: cashier product, display name, optional SKU, photos, prices, published flag, discount. */
export const VariantCard = ({ index, mode, takenElsewhere, onRemove, generators }: VariantCardProps) => {
  const base = `varian.${index}`;
  const title = format(produkWebMessages.variantTitle, { number: index + 1 });
  return (
    <Card variant="outlined" data-testid={`variant-card-${index}`} component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Tooltip title={produkWebMessages.removeVariant}>
            <IconButton aria-label={`${produkWebMessages.removeVariant} ${index + 1}`} onClick={onRemove} color="error">
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 2 }}>
          <Box>
            <VariantCashier index={index} takenElsewhere={takenElsewhere} />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, mt: 1 }}>
              <TextInput source={`${base}.namaTampilanVarian`} label={produkWebMessages.variantName} fullWidth />
              <TextInput source={`${base}.skuVarianWeb`} label={produkWebMessages.variantSku} fullWidth />
            </Box>
            <PriceFields
              prefix={`${base}.`}
              generate={
                <GenerateButton
                  label={produkWebMessages.generateVariantPrice}
                  onClick={() => void generators.variantPrice(index)}
                  pending={generators.running === `${base}.hargaJual`}
                  disabled={generators.running !== null}
                  text={produkWebMessages.generate}
                  disabledReason={generators.titleMissing}
                />
              }
            />
            <BooleanInput source={`${base}.isPublishedVarian`} label={produkWebMessages.variantPublished} />
          </Box>
          <ProdukWebImagesInput source={`${base}.fotoVarian`} label={`${produkWebMessages.variantPhotos} ${index + 1}`} maxFiles={VARIANT_PHOTO_LIMIT[mode]} />
        </Box>
      </CardContent>
    </Card>
  );
};
