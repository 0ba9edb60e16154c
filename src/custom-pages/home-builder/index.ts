import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { definePage } from '../declaration';

export default definePage({
  name: 'home-builder',
  path: '/home-builder',
  view: {
    load: () => import('./HomeBuilderPage').then((m) => m.HomeBuilderPage),
    // The batch optimiser (drop zone, worker client), a chunk of its own: without it the page painted
    // its placeholder, then the panel 147 px taller, moving the category list under a drag begun meanwhile.
    // Its module is imported here too, so its chunk is fetched beside the page's, not after it.
    alongside: () =>
      Promise.all([import('./images/HomeBuilderImagePanels'), import('./images/BatchOptimiserPanel')]).then(([panels]) => panels.preloadBatchOptimiser()),
  },
  menu: { label: 'Home Builder', icon: DashboardCustomizeIcon, group: 'konten' },
  reads: () => import('./reads').then((m) => m.homeBuilderReads),
});
