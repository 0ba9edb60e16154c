import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { defineResource } from '../declaration';

/**
 * Banners (catalogue spec §3): main banners and sub banners, two react-admin resources at the backend's
 * own names, one area. Both are edited in the home builder too; their lists here are the same cards.
 */
export default [
  defineResource({
    name: 'main-banners',
    menu: { label: 'Banner Utama', icon: ViewCarouselIcon, group: 'konten' },
    recordRepresentation: 'judul',
    data: () => import('./resource').then((m) => m.mainBannersResource),
    list: () => import('./BannerListPage').then((m) => m.MainBannersList),
  }),
  defineResource({
    name: 'web-sub-banner',
    menu: { label: 'Sub Banner', icon: ViewQuiltIcon, group: 'konten' },
    recordRepresentation: 'judul',
    data: () => import('./resource').then((m) => m.webSubBannerResource),
    list: () => import('./BannerListPage').then((m) => m.WebSubBannerList),
  }),
];
