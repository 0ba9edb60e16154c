import AddIcon from '@mui/icons-material/Add';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { RouteButton } from '../../components/RouteButton';
import { webKategoriProdukRoutes } from './routes';
import { format } from '../../i18n/format';
import { webKategoriProdukMessages } from './messages';

/** The card grid's layout, shared by the cards and their loading skeletons. */
export const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

const SKELETON_CARDS = 6;

/** Skeleton cards in the grid's shape while the list loads. */
export const WebKategoriProdukGridSkeleton = () => (
  <Box sx={gridSx} data-testid="category-grid-loading" aria-busy="true">
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <Card key={index} variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2}>
            <Skeleton variant="rounded" width={56} height={56} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="60%" sx={{ fontSize: '1.2rem' }} />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="80%" />
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Skeleton variant="rounded" width={120} height={24} />
            <Skeleton variant="rounded" width={80} height={24} />
          </Stack>
        </CardContent>
      </Card>
    ))}
  </Box>
);

/** No categories at all: say so and offer to add the first. */
export const WebKategoriProdukGridEmpty = () => {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} data-testid="category-grid-empty">
      <Typography variant="h6" gutterBottom>
        {webKategoriProdukMessages.empty}
      </Typography>
      <RouteButton to={webKategoriProdukRoutes.create()} label={webKategoriProdukMessages.emptyAction} icon={<AddIcon />} variant="contained" />
    </Box>
  );
};

/** Categories exist, but none matches the search. */
export const WebKategoriProdukGridNoMatch = ({ q }: { q: string }) => {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }} data-testid="category-grid-no-match">
      <SearchOffIcon fontSize="large" />
      <Typography>{format(webKategoriProdukMessages.noMatch, { q })}</Typography>
    </Box>
  );
};
