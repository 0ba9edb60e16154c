import { Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { preloadableView } from '../../../resources/preloadableView';
import { ImageSizeGuide } from './ImageSizeGuide';
import { ImageStatisticsPanel } from './ImageStatisticsPanel';
import { homeBuilderImageMessages as m } from './messages';

// The optimiser (drop zone, worker client) is a chunk of its own, fetched beside the page's (index.ts)
// and rendered at once when it is in; client-zip only on its first "download all".
const batchOptimiser = preloadableView(() => import('./BatchOptimiserPanel').then((module) => module.BatchOptimiserPanel));
const BatchOptimiserPanel = batchOptimiser.View;
export const preloadBatchOptimiser = batchOptimiser.preload;

/** The home builder's first three sections (catalogue spec §2): size guide, image statistics, batch optimiser. */
export const HomeBuilderImagePanels = () => (
  <>
    <ImageSizeGuide />
    <ImageStatisticsPanel />
    <Suspense
      fallback={
        <SectionCard id="home-builder-batch" title={m.batchTitle} description={m.batchDescription}>
          <Skeleton variant="rounded" height={120} />
        </SectionCard>
      }
    >
      <BatchOptimiserPanel />
    </Suspense>
  </>
);
