import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { Alert, Box, Button, Chip, IconButton, Skeleton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { ListContextProvider, useList, type RaRecord } from 'react-admin';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { LongText } from '../../components/LongText';
import { RetryAlert } from '../../components/RetryAlert';
import { SectionCard } from '../../components/SectionCard';
import { SortableList } from '../../components/SortableList';
import { format } from '../../i18n/format';
import { BannerEditorDialog } from './BannerEditorDialog';
import { bannerCsvColumns } from './csvColumns';
import { useBanners, useUpdateBanners } from './hooks';
import { bannerKinds, type BannerRow } from './kinds';
import { bannerMessages as m } from './messages';
import { CAROUSEL_ADVISED_MAX, nextUrutan } from './rules/order';
import type { BannerType } from './schemas';
import { safeImageSrc } from '../../domain/safeUrl';

/** The banners a window shows before any scrolling: their pictures load with the list, the others when scrolled near. */
const BANNERS_IN_VIEW = 6;

/** `inView`: a lazy picture above the fold painted a few frames after its card (the page's largest paint, 30–70 ms after the text in Chromium). */
const Thumbnail = ({ row, inView }: { row: BannerRow; inView: boolean }) => (
  <Box
    sx={{
      width: 144,
      aspectRatio: '16 / 9',
      flexShrink: 0,
      borderRadius: 1,
      overflow: 'hidden',
      bgcolor: 'action.hover',
      display: 'grid',
      placeItems: 'center',
    }}
  >
    {row.imageUrl ? (
      <Box component="img" src={safeImageSrc(row.imageUrl) ?? undefined} alt="" loading={inView ? 'eager' : 'lazy'} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    ) : (
      <Tooltip title={m.noImage}>
        <HideImageOutlinedIcon color="disabled" aria-label={m.noImage} />
      </Tooltip>
    )}
  </Box>
);

/**
 * One kind of banner as a card (catalogue spec §2): the banners in their order (drag, or keyboard on the
 * handle), each with its picture, link, active switch, edit and delete; the add button opens the editor.
 */
export const BannerCard = ({ type }: { type: BannerType }) => {
  const kind = bannerKinds[type];
  const { records, rows, isPending, error, refetch, isFetching } = useBanners(kind);
  const { reorder, toggle } = useUpdateBanners(kind);
  const [editing, setEditing] = useState<{ record: RaRecord | null } | null>(null);
  const [draft, setDraft] = useState<RaRecord[] | null>(null);
  const shown = draft ?? records;
  const rowOf = (record: RaRecord) => kind.toRow(record);
  const activeCount = rows.filter((row) => row.aktif).length;
  const csv = useList({ data: rows, resource: kind.resource });
  const id = `banner-card-${type}`;

  const onReorder = (next: RaRecord[]) => {
    setDraft(next);
    void reorder.runAsync(next).catch(() => undefined).finally(() => setDraft(null));
  };

  return (
    <SectionCard
      id={id}
      title={kind.title}
      description={type === 'main' ? m.mainDescription : m.subDescription}
      action={
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <ListContextProvider value={csv}>
            <ExportCsvButton fileName={kind.resource} columns={bannerCsvColumns} records={rows} />
          </ListContextProvider>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ record: null })}>
            {m.add}
          </Button>
        </Stack>
      }
    >
      {type === 'main' ? (
        <Alert severity={activeCount > CAROUSEL_ADVISED_MAX ? 'warning' : 'info'} sx={{ mb: 1.5 }} data-testid="carousel-tip">
          {activeCount > CAROUSEL_ADVISED_MAX ? format(m.carouselOver, { count: activeCount }) : m.carouselTip}
        </Alert>
      ) : null}
      {error ? (
        <RetryAlert error={error} fallback={m.loadFailed} onRetry={refetch} retrying={isFetching} testId={`${id}-error`} />
      ) : isPending ? (
        <Stack spacing={1} data-testid={`${id}-loading`}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : shown.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <Typography gutterBottom>{m.empty}</Typography>
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ record: null })}>
            {m.emptyAction}
          </Button>
        </Box>
      ) : (
        <SortableList
          items={shown}
          getId={(record) => String(record.id)}
          getLabel={(record) => rowOf(record).judul}
          onReorder={onReorder}
          disabled={reorder.isPending}
          aria-label={format(m.orderLabel, { title: kind.title })}
          renderItem={(record, index) => {
            const row = rowOf(record);
            return (
              // On a phone the picture and the buttons share the first line and the name and link get
              // the whole second one; squeezed between them they were cut to a dozen letters.
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
                  gridTemplateAreas: { xs: '"thumb actions" "text text"', sm: '"thumb text actions"' },
                  columnGap: 1.5,
                  rowGap: 1,
                  alignItems: 'center',
                  minWidth: 0,
                  width: '100%',
                  py: 0.5,
                }}
                data-testid="banner-row"
              >
                <Box sx={{ gridArea: 'thumb' }}>
                  <Thumbnail row={row} inView={index < BANNERS_IN_VIEW} />
                </Box>
                {/* minWidth 0: the chip's unbreakable text must not set the page's minimum width on a phone. */}
                <Box sx={{ gridArea: 'text', minWidth: 0 }}>
                  <LongText text={row.judul} variant="subtitle2" lines={1} />
                  <LongText text={row.link} color="text.secondary" lines={1} sx={{ fontSize: 12 }} />
                  {row.mobileUrl ? <Chip size="small" icon={<PhoneAndroidIcon />} label={m.hasMobile} sx={{ mt: 0.5, maxWidth: '100%' }} /> : null}
                </Box>
                <Stack direction="row" sx={{ gridArea: 'actions', alignItems: 'center', justifySelf: 'end' }}>
                  <Tooltip title={m.active}>
                    <Switch
                      size="small"
                      checked={row.aktif}
                      disabled={toggle.isPending}
                      onChange={(event) => toggle.run({ record, aktif: event.target.checked })}
                      slotProps={{ input: { 'aria-label': format(m.toggleActive, { name: row.judul }) } }}
                    />
                  </Tooltip>
                  <Tooltip title={m.edit}>
                    <IconButton size="small" aria-label={`${m.edit} ${row.judul}`} onClick={() => setEditing({ record })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <DeleteRecordButton
                    resource={kind.resource}
                    record={record}
                    title={format(m.deleteTitle, { name: row.judul })}
                    content={m.deleteContent}
                    messages={{ deleted: m.deleted, deleteFailed: m.deleteFailed }}
                  />
                </Stack>
              </Box>
            );
          }}
        />
      )}
      {editing ? <BannerEditorDialog kind={kind} record={editing.record} urutan={nextUrutan(rows)} onClose={() => setEditing(null)} /> : null}
    </SectionCard>
  );
};
