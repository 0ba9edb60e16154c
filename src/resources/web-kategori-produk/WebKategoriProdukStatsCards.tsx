import type { ReactNode } from 'react';
import WebKategoriProdukIcon from '@mui/icons-material/Category';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { WebKategoriProdukStats } from './rules';
import { formatNumber } from '../../domain/format';
import { webKategoriProdukMessages } from './messages';

const CARDS: ReadonlyArray<{ key: keyof WebKategoriProdukStats; label: string; icon: ReactNode; testId: string }> = [
  { key: 'total', label: webKategoriProdukMessages.statTotal, icon: <WebKategoriProdukIcon />, testId: 'stat-total' },
  { key: 'withPhoto', label: webKategoriProdukMessages.statWithPhoto, icon: <ImageIcon />, testId: 'stat-with-photo' },
  { key: 'linkedToPos', label: webKategoriProdukMessages.statLinked, icon: <LinkIcon />, testId: 'stat-linked' },
  { key: 'newThisWeek', label: webKategoriProdukMessages.statNewThisWeek, icon: <FiberNewIcon />, testId: 'stat-new' },
];

/** The grid's four stat cards; skeleton numbers while the list loads (`stats` undefined). */
export const WebKategoriProdukStatsCards = ({ stats }: { stats: WebKategoriProdukStats | undefined }) => {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
      {CARDS.map(({ key, label, icon, testId }) => (
        <Card key={key} data-testid={testId}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
              {icon}
              <Typography variant="subtitle2" component="h2">
                {label}
              </Typography>
            </Box>
            {stats ? (
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={`${testId}-value`}>
                {formatNumber(stats[key])}
              </Typography>
            ) : (
              <Skeleton variant="text" width="40%" sx={{ fontSize: '2.125rem' }} />
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
