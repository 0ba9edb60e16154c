import RateReviewIcon from '@mui/icons-material/RateReview';
import { defineResource } from '../declaration';
import { messages } from '../../i18n/messages';

/**
 * Customer reviews of the storefront's products (operations spec §2). react-admin knows them
 * as `review`; administrators work at the spec's address, /admin/review-manager, which the sidebar
 * entry opens.
 */
export default defineResource({
  name: 'review',
  accessDenied: messages.access.loginAsAdmin,
  menu: { label: 'Review Manager', icon: RateReviewIcon, group: 'operasional', to: '/review-manager' },
  recordRepresentation: 'userName',
  data: () => import('./resource').then((m) => m.reviewResource),
  list: () => import('./ReviewManagerPage').then((m) => m.ReviewManagerPage),
  pages: [
    {
      path: '/review-manager',
      view: () => import('./ReviewManagerPage').then((m) => m.ReviewManagerPage),
      reads: () => import('./contract').then((m) => [m.reviewContract.list]),
    },
  ],
});
