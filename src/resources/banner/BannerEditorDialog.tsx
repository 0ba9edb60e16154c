import { Alert, Box, Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { DialogSaveActions } from '../../components/DialogSaveActions';
import { showsDebugPanels } from '../../config';
import { UploadProgress } from '../../components/image-uploader';
import { BannerAiSection } from './BannerAiSection';
import { BannerImageField } from './BannerImageField';
import { BannerLinkField, productOptions } from './BannerLinkField';
import { saveFailureText, useSaveBanner, useShopProducts } from './hooks';
import type { AnyBannerKind } from './kinds';
import { bannerMessages as m } from './messages';
import { emptyBannerForm, lacksImage, validateBannerForm, type BannerFormErrors, type BannerFormValues } from './rules/form';
import { useIsPhone } from '../../components/useIsPhone';

export interface BannerEditorProps {
  kind: AnyBannerKind;
  /** The stored banner to edit; null adds a new one. */
  record: RaRecord | null;
  /** The place a new banner takes (last). */
  urutan: number;
  onClose: () => void;
}

const titles = { main: { add: m.addMainTitle, edit: m.editMainTitle }, sub: { add: m.addSubTitle, edit: m.editSubTitle } } as const;

/**
 * The banner editor (catalogue spec §2): title, link, AI picture, picture(s), alt text (main), active,
 * Cancel and Save. Mounted while open, so each opening starts from the stored banner. Nothing typed is
 * lost on a failed save; the dialog ignores clicks beside it for the same reason.
 */
export const BannerEditorDialog = ({ kind, record, urutan, onClose }: BannerEditorProps) => {
  const notify = useNotify();
  const fullScreen = useIsPhone();
  const [values, setValues] = useState<BannerFormValues>(() => (record ? kind.toForm(record) : emptyBannerForm()));
  const [errors, setErrors] = useState<BannerFormErrors>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadNote, setUploadNote] = useState<string | null>(null);
  const [busy, setBusy] = useState({ desktop: false, mobile: false });
  const titleRef = useRef<HTMLInputElement>(null);
  const products = useShopProducts();
  const { save, progress } = useSaveBanner(kind, { onUploaded: (slot) => slot === 'desktop' && setUploadNote(m.uploadDesktopDone) });

  const change = (patch: Partial<BannerFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Once a save was tried, messages follow the typing, so the administrator sees a fix land.
    if (tried) setErrors(validateBannerForm(kind.type, next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const problems = validateBannerForm(kind.type, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (problems.judul) titleRef.current?.focus();
      return;
    }
    setFailure(null);
    setUploadNote(null);
    if (lacksImage(values)) notify(m.noImageWarning, { type: 'warning' });
    try {
      const outcome = await save.runAsync({ values, record, urutan: record ? Number(record.urutan ?? 0) : urutan });
      if (!outcome) return;
      notify(outcome === 'created' ? m.created : m.updated, { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(saveFailureText(error));
    }
  };

  const working = save.isPending;
  const imagesBusy = busy.desktop || busy.mobile;
  const productsState = products.isPending ? 'loading' : products.isError ? 'failed' : 'ready';

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && !working) onClose();
      }}
      aria-labelledby="banner-editor-title"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="banner-editor-title">{record ? titles[kind.type].edit : titles[kind.type].add}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {failure ? (
              <Alert severity="error" role="alert" data-testid="banner-save-error">
                {failure}
              </Alert>
            ) : null}
            <TextField
              inputRef={titleRef}
              label={m.judul}
              value={values.judul}
              onChange={(event) => change({ judul: event.target.value })}
              error={Boolean(errors.judul)}
              helperText={errors.judul}
              required
              disabled={working}
              autoFocus
            />
            <BannerLinkField
              value={values.link}
              onChange={(link) => change({ link })}
              products={productOptions(products.data)}
              productsState={productsState}
              errors={errors}
              disabled={working}
            />
            <BannerAiSection
              type={kind.type}
              products={products.data}
              disabled={working}
              onImage={(url) => change({ desktop: [{ kind: 'existing', id: `ai-${Date.now()}`, url }] })}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: kind.slots.mobile ? '1fr 1fr' : '1fr' } }}>
              <BannerImageField
                label={kind.type === 'main' ? m.desktopImage : m.subImage}
                slot={kind.slots.desktop}
                value={values.desktop}
                onChange={(desktop) => change({ desktop })}
                onBusyChange={(desktop) => setBusy((current) => ({ ...current, desktop }))}
                disabled={working}
              />
              {kind.slots.mobile ? (
                <BannerImageField
                  label={m.mobileImage}
                  slot={kind.slots.mobile}
                  value={values.mobile}
                  onChange={(mobile) => change({ mobile })}
                  onBusyChange={(mobile) => setBusy((current) => ({ ...current, mobile }))}
                  helperText={m.mobileHint}
                  disabled={working}
                />
              ) : null}
            </Box>
            {kind.type === 'main' ? (
              <TextField
                label={m.altText}
                value={values.altText}
                onChange={(event) => change({ altText: event.target.value })}
                helperText={m.altTextHint}
                disabled={working}
              />
            ) : null}
            <FormControlLabel
              control={<Checkbox checked={values.aktif} onChange={(event) => change({ aktif: event.target.checked })} disabled={working} />}
              label={m.active}
            />
            <UploadProgress progress={progress} />
            {uploadNote && working ? (
              <Alert severity="success" data-testid="banner-upload-note">
                {uploadNote}
              </Alert>
            ) : null}
            {showsDebugPanels() ? <DebugState values={values} errors={errors} /> : null}
          </Stack>
        </DialogContent>
        <DialogSaveActions onCancel={onClose} saving={working} saveDisabled={working || imagesBusy} />
      </form>
    </Dialog>
  );
};

/** The spec's 'debug state' button, behind the debug-panels switch (`showsDebugPanels`): the editor's values as JSON. */
const DebugState = ({ values, errors }: { values: BannerFormValues; errors: BannerFormErrors }) => {
  const [open, setOpen] = useState(false);
  const shown = { ...values, desktop: values.desktop.map((image) => (image.kind === 'new' ? { kind: 'new', name: image.name, size: image.size } : image)) };
  return (
    <Box>
      <Button size="small" onClick={() => setOpen((current) => !current)}>
        {m.debugState}
      </Button>
      {open ? <Box component="pre" sx={{ fontSize: 11, overflow: 'auto', maxHeight: 200 }}>{JSON.stringify({ values: shown, errors }, null, 2)}</Box> : null}
    </Box>
  );
};
