import { Alert, Autocomplete, Dialog, DialogContent, DialogTitle, FormControl, FormHelperText, FormLabel, Rating, Stack, TextField } from '@mui/material';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { DialogSaveActions } from '../../components/DialogSaveActions';
import { ImageUploader, UploadProgress } from '../../components/image-uploader';
import { RetryAlert } from '../../components/RetryAlert';
import { format } from '../../i18n/format';
import { useReviewProducts, useSaveReview } from './hooks';
import { reviewMessages as m } from './messages';
import { emptyReviewForm, reviewFormValues, validateReviewForm, type ReviewFormErrors, type ReviewFormValues } from './rules/form';
import { REVIEW_PHOTO_MAX, REVIEW_PHOTO_MAX_BYTES } from './rules/photos';
import { productNameLookup, reviewProductOptions, type ReviewProductOption } from './rules/products';
import type { Review } from './schemas';
import { useIsPhone } from '../../components/useIsPhone';

export interface ReviewEditorDialogProps {
  /** The stored review to edit; null adds a new one. */
  record: Review | null;
  onClose: () => void;
}

const photoTexts = { tooLarge: m.photoTooLarge };
const ratingLabel = (value: number) => format(m.ratingValue, { rating: value });

/**
 * The add/edit modal (operations spec §2 and §5): product, buyer name, rating (five stars, default 5,
 * arrow keys move them), comment and photos. Mounted while open, so each opening starts from the
 * stored review; a failed save shows the server's words and keeps everything typed, which is also why
 * a click beside the dialog does not close it.
 */
export const ReviewEditorDialog = ({ record, onClose }: ReviewEditorDialogProps) => {
  const notify = useNotify();
  const fullScreen = useIsPhone();
  const titleId = useId();
  const ratingLabelId = useId();
  const [values, setValues] = useState<ReviewFormValues>(() => (record ? reviewFormValues(record) : emptyReviewForm()));
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [photosBusy, setPhotosBusy] = useState(false);
  const productRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const products = useReviewProducts();
  const { save, progress } = useSaveReview();
  const options = useMemo(() => reviewProductOptions(products.data), [products.data]);
  const chosen = useMemo<ReviewProductOption | null>(() => {
    if (values.produkId === null) return null;
    // A product the storefront list does not hold (unpublished, or the list failed) still shows by its id.
    return options.find((option) => String(option.id) === String(values.produkId)) ?? { id: values.produkId, judul: productNameLookup(products.data)(values.produkId) };
  }, [options, values.produkId, products.data]);

  const change = (patch: Partial<ReviewFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Once a save was tried, messages follow the typing, so the administrator sees a fix land.
    if (tried) setErrors(validateReviewForm(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const problems = validateReviewForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (problems.produkId) productRef.current?.focus();
      else if (problems.userName) nameRef.current?.focus();
      return;
    }
    setFailure(null);
    try {
      const outcome = await save.runAsync({ values, record });
      // Undefined: a second click while the first save runs, ignored.
      if (!outcome) return;
      notify(outcome === 'created' ? m.created : m.updated, { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, m.saveFailed));
    }
  };

  const working = save.isPending;

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && !working) onClose();
      }}
      aria-labelledby={titleId}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{record ? m.editTitle : m.addTitle}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {failure ? (
              <Alert severity="error" role="alert" data-testid="review-save-error">
                {failure}
              </Alert>
            ) : null}
            {products.isError ? (
              <RetryAlert error={products.error} fallback={m.loadFailed} onRetry={products.refetch} retrying={products.isFetching} testId="review-products-error" />
            ) : null}
            <Autocomplete
              options={options}
              value={chosen}
              loading={products.isPending}
              loadingText={m.productsLoading}
              noOptionsText={m.noProducts}
              getOptionLabel={(option) => option.judul}
              getOptionKey={(option) => String(option.id)}
              isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
              onChange={(_event, option) => change({ produkId: option?.id ?? null })}
              disabled={working}
              renderInput={(params) => (
                <TextField {...params} inputRef={productRef} label={m.product} required error={Boolean(errors.produkId)} helperText={errors.produkId} />
              )}
            />
            <TextField
              inputRef={nameRef}
              label={m.userName}
              value={values.userName}
              onChange={(event) => change({ userName: event.target.value })}
              error={Boolean(errors.userName)}
              helperText={errors.userName}
              required
              disabled={working}
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
            <FormControl component="fieldset" error={Boolean(errors.rating)} disabled={working} required>
              <FormLabel component="legend" id={ratingLabelId}>
                {m.rating}
              </FormLabel>
              <Rating
                name={`${ratingLabelId}-stars`}
                value={values.rating}
                onChange={(_event, rating) => change({ rating })}
                getLabelText={ratingLabel}
                emptyLabelText={m.ratingEmpty}
                size="large"
                disabled={working}
                data-testid="review-rating"
              />
              {errors.rating ? <FormHelperText>{errors.rating}</FormHelperText> : null}
            </FormControl>
            <TextField
              label={m.komentar}
              value={values.komentar}
              onChange={(event) => change({ komentar: event.target.value })}
              error={Boolean(errors.komentar)}
              helperText={errors.komentar}
              multiline
              minRows={3}
              disabled={working}
            />
            <ImageUploader
              label={m.photos}
              value={values.photos}
              onChange={(photos) => change({ photos })}
              maxFiles={REVIEW_PHOTO_MAX}
              maxBytes={REVIEW_PHOTO_MAX_BYTES}
              profile="product"
              messages={photoTexts}
              helperText={m.photoHint}
              onBusyChange={setPhotosBusy}
              disabled={working}
              testId="review-photos"
            />
            {errors.photos ? (
              <Alert severity="error" role="alert">
                {errors.photos}
              </Alert>
            ) : null}
            <UploadProgress progress={progress} />
          </Stack>
        </DialogContent>
        <DialogSaveActions onCancel={onClose} saving={working} saveDisabled={working || photosBusy} />
      </form>
    </Dialog>
  );
};
