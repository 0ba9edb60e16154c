import { Box, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { homeBuilderMessages as m } from './messages';
import { BannerCard } from '../../resources/banner/BannerCard';
import { FlashSaleCard } from './flash-sale/FlashSaleCard';
import { CategoryOrderCard } from './category-order/CategoryOrderCard';
import { HomeBuilderImagePanels } from './images/HomeBuilderImagePanels';

/**
 * /admin/home-builder (catalogue spec §2): the sections in the spec's order: image size guide, image
 * statistics, batch optimiser, then the Main Banner, Sub Banner, Flash Sale and Category order cards.
 */
export const HomeBuilderPage = () => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Title title={m.title} />
    <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
      {m.title}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
      {m.intro}
    </Typography>
    <Stack spacing={2}>
      <HomeBuilderImagePanels />
      <BannerCard type="main" />
      <BannerCard type="sub" />
      <FlashSaleCard />
      <CategoryOrderCard />
    </Stack>
  </Box>
);
