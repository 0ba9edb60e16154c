import { Box, Stack } from '@mui/material';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { homeBuilderMessages as m } from './messages';
import { BannerCard } from '../../resources/banner/public';
import { FlashSaleCard } from './flash-sale/FlashSaleCard';
import { CategoryOrderCard } from './category-order/CategoryOrderCard';
import { HomeBuilderImagePanels } from './images/HomeBuilderImagePanels';

/**
 * /admin/home-builder (catalogue spec §2): the sections in the spec's order: image size guide, image
 * statistics, batch optimiser, then the Main Banner, Sub Banner, Flash Sale and Category order cards.
 */
export const HomeBuilderPage = () => (
  <Box sx={pageSx}>
    <PageHeader title={m.title} subtitle={m.intro} />
    <Stack spacing={2}>
      <HomeBuilderImagePanels />
      <BannerCard type="main" />
      <BannerCard type="sub" />
      <FlashSaleCard />
      <CategoryOrderCard />
    </Stack>
  </Box>
);
