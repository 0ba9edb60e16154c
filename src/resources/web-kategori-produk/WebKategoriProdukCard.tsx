import type { ReactNode } from 'react';
import { useId } from 'react';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { WebKategoriProdukIconBadge } from './WebKategoriProdukIconBadge';
import { format } from '../../i18n/format';
import { webKategoriProdukMessages } from './messages';
import { displayText } from '../../domain/displayText';

export interface WebKategoriProdukCardData {
  namaKategori: string;
  icon?: string | null;
  fotoIconUrl?: string | null;
  deskripsi?: string | null;
  urutan?: number | null;
}

interface WebKategoriProdukCardProps {
  category: WebKategoriProdukCardData;
  /** The linked POS category's name; undefined when unlinked, null when linked to one not (yet) known. */
  pos?: { id: number | string; name: string | null };
  isNew?: boolean;
  /** The Edit/Hapus menu on the grid; none on the preview. */
  menu?: ReactNode;
  testId?: string;
}

/** One category as the grid shows it; the form's live preview renders the same card. */
export const WebKategoriProdukCard = ({ category, pos, isNew = false, menu, testId = 'category-card' }: WebKategoriProdukCardProps) => {
  const titleId = useId();
  const posLabel = pos
    ? pos.name
      ? format(webKategoriProdukMessages.posLink, { name: pos.name })
      : format(webKategoriProdukMessages.posLinkUnknown, { id: pos.id })
    : webKategoriProdukMessages.posUnlinked;

  return (
    <Card component="article" aria-labelledby={titleId} data-testid={testId} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <WebKategoriProdukIconBadge name={category.namaKategori} photoUrl={category.fotoIconUrl} emoji={category.icon} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
              <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <bdi>{displayText(category.namaKategori) || webKategoriProdukMessages.previewName}</bdi>
              </Typography>
              {isNew && <Chip size="small" color="secondary" label={webKategoriProdukMessages.newBadge} />}
            </Stack>
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="category-description"
              sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
            >
              <bdi>{displayText(category.deskripsi)}</bdi>
            </Typography>
          </Box>
          {menu}
        </Stack>
      </CardContent>
      <Stack direction="row" spacing={1} sx={{ px: 2, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          size="small"
          variant="outlined"
          color={pos ? 'primary' : 'default'}
          icon={pos ? <LinkIcon /> : <LinkOffIcon />}
          label={posLabel}
          data-testid="category-pos"
        />
        <Chip size="small" variant="outlined" label={format(webKategoriProdukMessages.order, { urutan: category.urutan ?? 0 })} data-testid="category-order" />
      </Stack>
    </Card>
  );
};
