import { defineFakeArea } from '../../../fake-api/area';
import { reviewContract } from '../contract';
import { reviewHandlers } from './handlers';
import { seedReview, type ReviewRecord } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    review: ReviewRecord[];
  }
}

export default defineFakeArea({
  name: 'review',
  contract: reviewContract,
  handlers: reviewHandlers,
  // Reviews belong to the storefront's products: seeded from that table.
  tables: { review: ({ now, table }) => seedReview(now, table('produkWeb')) },
});
