import WebKategoriProdukIcon from '@mui/icons-material/Category';
import { Box } from '@mui/material';
import { safeImageSrc } from '../../domain/safeUrl';

interface WebKategoriProdukIconBadgeProps {
  name: string;
  photoUrl?: string | null;
  emoji?: string | null;
  size?: number;
}

/** What the shop shows for a category: its icon photo, else its emoji, else a generic category icon. */
export const WebKategoriProdukIconBadge = ({ name, photoUrl, emoji, size = 56 }: WebKategoriProdukIconBadgeProps) => (
  <Box
    sx={{
      width: size,
      height: size,
      flexShrink: 0,
      borderRadius: 2,
      bgcolor: 'action.hover',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      overflow: 'hidden',
      fontSize: size * 0.55,
      lineHeight: 1,
    }}
  >
    {photoUrl ? (
      <Box component="img" src={safeImageSrc(photoUrl) ?? undefined} alt={name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid="category-photo" />
    ) : emoji ? (
      <span role="img" aria-label={name} data-testid="category-emoji">
        {emoji}
      </span>
    ) : (
      <WebKategoriProdukIcon color="disabled" aria-hidden />
    )}
  </Box>
);
