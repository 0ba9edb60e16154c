import { useCallback, useMemo } from 'react';
import { Box, Stack } from '@mui/material';
import { BooleanInput, Form } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { ProductFormValues } from './rules/formValues';
import { validateProduct, type ProductFormMode } from './rules/validation';
import { GenerateButton } from '../../components/GenerateButton';
import { PhotoBusyProvider } from './photoBusy';
import { PriceFields } from './PriceFields';
import { ProductCashierSection } from './ProductCashierSection';
import { ProductImagesInput } from './ProductImagesInput';
import { ProductInfoFields } from './ProductInfoFields';
import { ProductSaveBar } from './ProductSaveBar';
import { ProductSection } from './ProductSection';
import { useProductGenerators } from './useProductGenerators';
import { useProductSave } from './useProductSave';
import { useUnlinkedCashierProducts } from './hooks';
import { VariantCards } from './VariantCards';
import { VariantModeToggle } from './VariantModeToggle';
import { produkWebMessages } from './messages';

/** Spec section 9: one main photo, up to five gallery photos. */
export const MAIN_PHOTO_LIMIT = 1;
export const GALLERY_PHOTO_LIMIT = 5;

const ProductFormBody = ({ mode }: { mode: ProductFormMode }) => {
  const generators = useProductGenerators();
  const pakaiVarian = Boolean(useWatch({ name: 'pakaiVarian' }));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' }, gap: 2, p: 2 }}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ProductSection title={produkWebMessages.sectionInfo} testId="section-info">
          <ProductInfoFields mode={mode} generators={generators} />
        </ProductSection>
        <ProductSection title={produkWebMessages.sectionPrice} testId="section-price">
          <VariantModeToggle fixed={mode === 'edit'} />
          {!pakaiVarian && (
            <PriceFields
              generate={
                <GenerateButton
                  label={produkWebMessages.generatePrice}
                  onClick={() => void generators.sellingPrice()}
                  pending={generators.running === 'hargaJual'}
                  disabled={generators.running !== null}
                  text={produkWebMessages.generate}
                  disabledReason={generators.titleMissing}
                />
              }
            />
          )}
        </ProductSection>
        {pakaiVarian && (
          <ProductSection title={produkWebMessages.sectionVariants} testId="section-variants">
            <VariantCards mode={mode} generators={generators} />
          </ProductSection>
        )}
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ProductCashierSection mode={mode} />
        <ProductSection title={produkWebMessages.sectionPhotos} testId="section-photos">
          <ProductImagesInput source="fotoUtama" label={produkWebMessages.mainPhoto} maxFiles={MAIN_PHOTO_LIMIT} testId="main-photo" />
          <ProductImagesInput source="galeri" label={produkWebMessages.gallery} maxFiles={GALLERY_PHOTO_LIMIT} testId="gallery" />
        </ProductSection>
        {mode === 'edit' && (
          <ProductSection title={produkWebMessages.colStatus}>
            <BooleanInput source="isPublishedInduk" label={produkWebMessages.isPublishedInduk} />
          </ProductSection>
        )}
      </Stack>
    </Box>
  );
};

/**
 * The one product form shared by add and edit (spec sections 2 and 5). `record` holds the form's
 * values (src/domain/product/formValues.ts); photos are stored on save, then the product is sent.
 */
export const ProductForm = ({ mode, record }: { mode: ProductFormMode; record: ProductFormValues }) => {
  const { submit, progress, failure, saved } = useProductSave(mode);
  const { data: unlinked } = useUnlinkedCashierProducts();
  const knownCashierIds = useMemo(() => (unlinked ? new Set(unlinked.map((product) => String(product.id))) : undefined), [unlinked]);
  const validate = useCallback(
    (values: FieldValues) => validateProduct(values as ProductFormValues, mode, { knownCashierIds }) as Record<string, unknown>,
    [mode, knownCashierIds],
  );
  return (
    // noValidate: the browser's own number and date bubbles would hide the spec's messages.
    <Form record={record} validate={validate} onSubmit={(values: FieldValues) => submit(values as ProductFormValues)} noValidate>
      <PhotoBusyProvider>
        <ProductFormBody mode={mode} />
        <ProductSaveBar mode={mode} progress={progress} failure={failure} saved={saved} />
      </PhotoBusyProvider>
    </Form>
  );
};
