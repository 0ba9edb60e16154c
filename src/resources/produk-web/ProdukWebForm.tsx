import { useCallback, useMemo } from 'react';
import { Box, Stack } from '@mui/material';
import { BooleanInput, Form } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { ProdukWebFormValues } from './rules/formValues';
import { storedDiscountEnds, validateProdukWeb, type ProdukWebFormMode } from './rules/validation';
import { jakartaToday } from '../../domain/validation';
import { GenerateButton } from '../../components/GenerateButton';
import { PhotoBusyProvider } from './photoBusy';
import { PriceFields } from './PriceFields';
import { ProdukWebCashierSection } from './ProdukWebCashierSection';
import { ProdukWebImagesInput } from './ProdukWebImagesInput';
import { ProdukWebInfoFields } from './ProdukWebInfoFields';
import { ProdukWebSaveBar } from './ProdukWebSaveBar';
import { ProdukWebSection } from './ProdukWebSection';
import { useProdukWebGenerators } from './useProdukWebGenerators';
import { useProdukWebSave } from './useProdukWebSave';
import { useUnlinkedCashierProducts } from './hooks';
import { VariantCards } from './VariantCards';
import { VariantModeToggle } from './VariantModeToggle';
import { produkWebMessages } from './messages';

/** Catalogue spec §9: one main photo, up to five gallery photos. */
export const MAIN_PHOTO_LIMIT = 1;
export const GALLERY_PHOTO_LIMIT = 5;

const ProdukWebFormBody = ({ mode }: { mode: ProdukWebFormMode }) => {
  const generators = useProdukWebGenerators();
  const pakaiVarian = Boolean(useWatch({ name: 'pakaiVarian' }));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' }, gap: 2, p: 2 }}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {/* First in reading and tab order: the cashier product fills the facts the AI price needs. */}
        <ProdukWebCashierSection mode={mode} />
        <ProdukWebSection title={produkWebMessages.sectionInfo} testId="section-info">
          <ProdukWebInfoFields mode={mode} generators={generators} />
        </ProdukWebSection>
        <ProdukWebSection title={produkWebMessages.sectionPrice} testId="section-price">
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
        </ProdukWebSection>
        {pakaiVarian && (
          <ProdukWebSection title={produkWebMessages.sectionVariants} testId="section-variants">
            <VariantCards mode={mode} generators={generators} />
          </ProdukWebSection>
        )}
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ProdukWebSection title={produkWebMessages.sectionPhotos} testId="section-photos">
          <ProdukWebImagesInput source="fotoUtama" label={produkWebMessages.mainPhoto} maxFiles={MAIN_PHOTO_LIMIT} testId="main-photo" />
          <ProdukWebImagesInput source="galeri" label={produkWebMessages.gallery} maxFiles={GALLERY_PHOTO_LIMIT} testId="gallery" />
        </ProdukWebSection>
        {mode === 'edit' && (
          <ProdukWebSection title={produkWebMessages.colStatus}>
            <BooleanInput source="isPublishedInduk" label={produkWebMessages.isPublishedInduk} />
          </ProdukWebSection>
        )}
      </Stack>
    </Box>
  );
};

/**
 * The one product form shared by add and edit (catalogue spec §2 and §5). `record` holds the form's
 * values (`rules/formValues.ts`); photos are stored on save, then the product is sent.
 */
export const ProdukWebForm = ({ mode, record }: { mode: ProdukWebFormMode; record: ProdukWebFormValues }) => {
  const { submit, progress, failure, saved } = useProdukWebSave(mode);
  const { data: unlinked } = useUnlinkedCashierProducts();
  const knownCashierIds = useMemo(() => (unlinked ? new Set(unlinked.map((product) => String(product.id))) : undefined), [unlinked]);
  // On edit, discount ends loaded from the server may have passed; only new or moved ones must lie ahead.
  const storedEnds = useMemo(() => (mode === 'edit' ? storedDiscountEnds(record) : undefined), [mode, record]);
  const validate = useCallback(
    (values: FieldValues) =>
      validateProdukWeb(values as ProdukWebFormValues, mode, { knownCashierIds, today: jakartaToday(new Date()), storedDiscountEnds: storedEnds }) as Record<
        string,
        unknown
      >,
    [mode, knownCashierIds, storedEnds],
  );
  return (
    // noValidate: the browser's own number and date bubbles would hide the spec's messages.
    <Form record={record} validate={validate} onSubmit={(values: FieldValues) => submit(values as ProdukWebFormValues)} noValidate warnWhenUnsavedChanges>
      <PhotoBusyProvider>
        <ProdukWebFormBody mode={mode} />
        <ProdukWebSaveBar mode={mode} progress={progress} failure={failure} saved={saved} />
      </PhotoBusyProvider>
    </Form>
  );
};
