import { defineFakeArea } from '../../../fake-api/area';
import { bannerContract } from '../contract';
import { bannerHandlers } from './handlers';
import { seedMainBanners, seedSubBanners, type MainBannerRecord, type SubBannerRecord } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    mainBanners: MainBannerRecord[];
    subBanners: SubBannerRecord[];
  }
}

export default defineFakeArea({
  name: 'banner',
  contract: bannerContract,
  handlers: bannerHandlers,
  tables: { mainBanners: ({ now, table }) => seedMainBanners(now, table('produkWeb')), subBanners: ({ now }) => seedSubBanners(now) },
});
