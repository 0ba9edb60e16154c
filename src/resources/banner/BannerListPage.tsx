import { Box } from '@mui/material';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { BannerCard } from './BannerCard';
import { bannerKinds } from './kinds';
import type { BannerType } from './schemas';

/** A banner kind's own page: the same card the home builder shows. */
const BannerListPage = ({ type }: { type: BannerType }) => (
  <Box sx={pageSx}>
    <PageHeader title={bannerKinds[type].title} />
    <BannerCard type={type} />
  </Box>
);

export const MainBannersList = () => <BannerListPage type="main" />;
export const WebSubBannerList = () => <BannerListPage type="sub" />;
