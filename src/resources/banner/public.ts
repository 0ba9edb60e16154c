/** The banners' public face: the home builder shows and reorders the same banners with the same card. */
export { BannerCard } from './BannerCard';
export { bannerContract } from './contract';
