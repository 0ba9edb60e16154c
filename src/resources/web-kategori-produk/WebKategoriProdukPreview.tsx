import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { WebKategoriProduk } from './schemas';
import { descriptionOrDefault, isNewThisWeek, parseUrutan, posLinkOrNull } from './rules';
import type { UploadedImage } from '../../domain/image/uploadedImage';
import { WebKategoriProdukCard } from './WebKategoriProdukCard';
import { usePosCategories } from './hooks';
import { webKategoriProdukMessages } from './messages';

const photoUrl = (photos: readonly UploadedImage[]): string | null => {
  const [photo] = photos;
  if (!photo) return null;
  return photo.kind === 'new' ? photo.preview : photo.url;
};

/** The live preview: the grid's card as it will look once saved, following every keystroke. */
export const WebKategoriProdukPreview = ({ photos }: { photos: readonly UploadedImage[] }) => {
  const record = useRecordContext<WebKategoriProduk>();
  const { data: posOptions } = usePosCategories();
  const [namaKategori, icon, deskripsi, kategoriProdukId, urutan] = useWatch({ name: ['namaKategori', 'icon', 'deskripsi', 'kategoriProdukId', 'urutan'] }) as [
    string | undefined,
    string | null | undefined,
    string | null | undefined,
    number | string | null | undefined,
    number | string | null | undefined,
  ];
  const link = posLinkOrNull(kategoriProdukId);
  const posName = link === null ? null : (posOptions?.find((option) => String(option.id) === String(link))?.nama_kategori ?? null);

  return (
    <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }} data-testid="category-preview">
      <Typography variant="overline" color="text.secondary">
        {webKategoriProdukMessages.preview}
      </Typography>
      <WebKategoriProdukCard
        testId="category-preview-card"
        category={{
          namaKategori: (namaKategori ?? '').trim(),
          icon: icon?.trim() || null,
          fotoIconUrl: photoUrl(photos),
          // What will be saved: an empty description becomes the default text.
          deskripsi: descriptionOrDefault(deskripsi),
          urutan: parseUrutan(urutan) ?? 0,
        }}
        pos={link === null ? undefined : { id: link, name: posName }}
        isNew={record?.createdAt ? isNewThisWeek(record.createdAt, new Date()) : true}
      />
    </Box>
  );
};
