import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { ImageSizeGuide } from './ImageSizeGuide';
import { ImageStatisticsPanel } from './ImageStatisticsPanel';
import { homeBuilderImageMessages as m } from './messages';

// The optimiser (drop zone, worker client) loads beside the page's first paint, not in its chunk;
// client-zip only on its first "download all".
const BatchOptimiserPanel = lazy(() => import('./BatchOptimiserPanel').then((module) => ({ default: module.BatchOptimiserPanel })));

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
