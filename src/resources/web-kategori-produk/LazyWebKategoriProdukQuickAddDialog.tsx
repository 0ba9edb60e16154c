import { lazy, Suspense, type ComponentProps } from 'react';
import type { WebKategoriProdukQuickAddDialog } from './WebKategoriProdukQuickAddDialog';

const Loaded = lazy(() => import('./WebKategoriProdukQuickAddDialog').then((m) => ({ default: m.WebKategoriProdukQuickAddDialog })));

/**
 * The quick-add dialog as other screens import it: its code (fields, uploader, generators) loads with
 * the first form that renders it, not with the login route that registers this resource.
 */
export const LazyWebKategoriProdukQuickAddDialog = (props: ComponentProps<typeof WebKategoriProdukQuickAddDialog>) => (
  <Suspense fallback={null}>
    <Loaded {...props} />
  </Suspense>
);
