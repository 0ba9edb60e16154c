import { lazy, Suspense, type ComponentProps } from 'react';
import type { CategoryQuickAddDialog } from './CategoryQuickAddDialog';

const Loaded = lazy(() => import('./CategoryQuickAddDialog').then((m) => ({ default: m.CategoryQuickAddDialog })));

/**
 * The quick-add dialog as other screens import it: its code (fields, uploader, generators) loads with
 * the first form that renders it, not with the login route that registers this resource.
 */
export const LazyCategoryQuickAddDialog = (props: ComponentProps<typeof CategoryQuickAddDialog>) => (
  <Suspense fallback={null}>
    <Loaded {...props} />
  </Suspense>
);
