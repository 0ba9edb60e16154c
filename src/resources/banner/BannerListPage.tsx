import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { BannerCard } from './BannerCard';
import { bannerKinds } from './kinds';
import type { BannerType } from './schemas';

/** A banner kind's own page: the same card the home builder shows. */
const BannerListPage = ({ type }: { type: BannerType }) => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Title title={bannerKinds[type].title} />
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {bannerKinds[type].title}
    </Typography>
    <BannerCard type={type} />
  </Box>
);

export const MainBannersList = () => <BannerListPage type="main" />;
export const WebSubBannerList = () => <BannerListPage type="sub" />;
