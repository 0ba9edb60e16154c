import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, FormLabel, IconButton, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { formatBytes } from '../../../domain/image/formatBytes';
import { ACCEPT_ATTRIBUTE, dropZoneSx } from '../../../components/image-uploader/dropZone';
import { imageProfiles, type ImageProfileName } from '../../../domain/image/profiles';
import { savingColour, savingPercent } from '../../../domain/image/saving';
import { format } from '../../../i18n/format';
import { SectionCard } from '../../../components/SectionCard';
import { useBatchOptimiser } from './useBatchOptimiser';
import { homeBuilderImageMessages as m } from './messages';
import { BATCH_MAX_BYTES, batchProgress, batchSummary, doneResults, waitingItems, type BatchItem } from './rules/batch';

/** The spec's profiles (catalogue spec §9), named as the administrator knows them. */
const PROFILE_NAMES: ReadonlyArray<[ImageProfileName, string]> = [
  ['product', m.profileProduct],
  ['category', m.profileCategory],
  ['banner', m.profileBanner],
  ['thumbnail', m.profileThumbnail],
  ['general', m.profileGeneral],
];

const profileOptions = PROFILE_NAMES.map(([name, title]) => {
  const profile = imageProfiles[name];
  return {
    name,
    label: format(m.batchProfileOption, { name: title, width: profile.maxWidth, height: profile.maxHeight, quality: Math.round(profile.quality * 100) }),
  };
});

const statusLabel = { waiting: m.batchStatusWaiting, working: m.batchStatusWorking, done: m.batchStatusDone } as const;

/** One file of the batch: its name and state, then what the optimiser made of it and its download link. */
const BatchRow = ({ item, disabled, onRemove }: { item: BatchItem; disabled: boolean; onRemove: (id: string) => void }) => {
  const result = item.status === 'done' ? item.result : null;
  const percent = result ? savingPercent(result.originalSize, result.optimizedSize) : 0;
  return (
    <Box component="li" data-testid="batch-item" data-status={item.status} sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap title={item.file.name} data-testid="batch-item-name">
            {item.file.name}
          </Typography>
          {result ? (
            <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}>
              <Typography variant="caption" color="text.secondary" data-testid="batch-item-sizes">
                {format(m.batchSizes, { original: formatBytes(result.originalSize), optimized: formatBytes(result.optimizedSize) })}
              </Typography>
              {result.isOptimized ? (
                <Chip size="small" color={savingColour(percent)} label={format(m.batchSaving, { percent })} data-testid="batch-item-saving" />
              ) : (
                <Typography variant="caption" color="text.secondary" data-testid="batch-item-not-smaller">
                  {m.batchNotSmaller}
                </Typography>
              )}
            </Stack>
          ) : (
            <Typography variant="caption" color="text.secondary" component="div">
              {formatBytes(item.file.size)} · {statusLabel[item.status]}
            </Typography>
          )}
          {item.status === 'working' ? (
            <LinearProgress aria-label={format(m.batchFileProgressLabel, { name: item.file.name })} sx={{ mt: 0.5 }} />
          ) : null}
        </Box>
        {result ? (
          <Button
            size="small"
            component="a"
            href={result.url}
            download={result.file.name}
            startIcon={<DownloadIcon />}
            aria-label={format(m.batchDownloadFile, { name: result.file.name })}
            data-testid="batch-item-download"
          >
            {m.batchDownload}
          </Button>
        ) : null}
        <IconButton
          size="small"
          aria-label={format(m.batchRemove, { name: item.file.name })}
          title={format(m.batchRemove, { name: item.file.name })}
          disabled={disabled}
          onClick={() => onRemove(item.id)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
};

/**
 * Many photos at once (big originals too): checked like every upload but up to 50 MB, optimised one
 * by one in the shared worker with the chosen profile, downloadable one by one or as one ZIP.
 */
export const BatchOptimiserPanel = () => {
  const batch = useBatchOptimiser();
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    // Everything dropped goes through the same checks, so each refused file is listed with its reason.
    onDrop: (accepted, rejections) => void batch.addFiles([...accepted, ...rejections.map((rejection) => rejection.file)]),
    disabled: batch.busy,
    multiple: true,
  });
  const progress = batchProgress(batch.items);
  const results = doneResults(batch.items);
  const summary = batchSummary(results);
  const waiting = waitingItems(batch.items).length;
  const dragging = isDragActive && !batch.busy;

  return (
    <SectionCard id="home-builder-batch" title={m.batchTitle} description={m.batchDescription}>
      <Stack spacing={2}>
        <TextField
          select
          size="small"
          label={m.batchProfile}
          value={batch.profile}
          onChange={(event) => batch.setProfile(event.target.value as ImageProfileName)}
          disabled={batch.busy}
          fullWidth
          // The chosen profile's description wraps on a phone rather than widening the page.
          sx={{ maxWidth: 480, '& .MuiInputBase-input.MuiSelect-select': { whiteSpace: 'normal' } }}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } } }}
        >
          {profileOptions.map((option) => (
            <MenuItem key={option.name} value={option.name} sx={{ whiteSpace: 'normal' }}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>

        <Stack spacing={1}>
          <FormLabel id={labelId} htmlFor={inputId} sx={{ fontWeight: 500, color: 'text.primary' }}>
            {m.batchPick}
          </FormLabel>
          {/* Beside the zone, not in it: a focusable input inside a role=button is nested interaction. */}
          <input {...getInputProps({ id: inputId, accept: ACCEPT_ATTRIBUTE, disabled: batch.busy })} />
          <Box
            {...getRootProps({ role: 'button', 'aria-label': m.batchDropPrompt, 'aria-describedby': `${labelId} ${hintId}`, 'aria-disabled': batch.busy })}
            data-testid="batch-dropzone"
            sx={dropZoneSx({ active: dragging, disabled: batch.busy })}
          >
            <CloudUploadOutlinedIcon color={batch.busy ? 'disabled' : 'primary'} />
            <Typography variant="body2">{dragging ? m.batchDropActive : m.batchDropPrompt}</Typography>
            <Typography id={hintId} variant="caption" color="text.secondary">
              {format(m.batchHint, { size: formatBytes(BATCH_MAX_BYTES) })}
            </Typography>
          </Box>
        </Stack>

        {batch.refused.length ? (
          <Alert severity="error" role="alert" data-testid="batch-refused">
            <strong>{m.batchRefused}</strong>
            {batch.refused.map((file, index) => (
              <div key={`${index}-${file.name}`}>{format(m.batchRefusedFile, { name: file.name, reason: file.reason })}</div>
            ))}
          </Alert>
        ) : null}

        {batch.items.length ? (
          <>
            <Box>
              <Typography variant="body2" id="batch-progress-label" data-testid="batch-progress" aria-live="polite">
                {format(m.batchProgress, { done: progress.done, total: progress.total })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progress.percent}
                aria-label={m.batchProgressLabel}
                aria-describedby="batch-progress-label"
                sx={{ height: 8, borderRadius: 1, mt: 0.5 }}
              />
              {results.length ? (
                <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }} data-testid="batch-summary">
                  {format(m.batchSummary, { original: formatBytes(summary.originalSize), optimized: formatBytes(summary.optimizedSize), percent: summary.percent })}
                </Typography>
              ) : null}
            </Box>
            <Box component="ul" aria-label={m.batchListLabel} sx={{ p: 0, m: 0 }}>
              {batch.items.map((item) => (
                <BatchRow key={item.id} item={item} disabled={batch.busy} onRemove={batch.remove} />
              ))}
            </Box>
          </>
        ) : null}

        {batch.zipFailed ? (
          <Alert severity="error" role="alert">
            {m.batchZipFailed}
          </Alert>
        ) : null}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={() => void batch.start()} disabled={batch.busy || waiting === 0}>
            {batch.optimising ? m.batchStatusWorking : waiting ? format(m.batchStart, { count: waiting }) : m.batchStartIdle}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void batch.downloadAll()} disabled={batch.busy || results.length === 0}>
            {batch.zipping ? m.batchZipping : m.batchDownloadAll}
          </Button>
          <Button color="inherit" onClick={batch.clear} disabled={batch.busy || batch.items.length + batch.refused.length === 0}>
            {m.batchClear}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
};
