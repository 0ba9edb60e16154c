import { lazy, type ComponentType } from 'react';

export interface PreloadableView {
  View: ComponentType;
  /** Loads the view's code (and what it needs beside it); the same promise however often it is called. */
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded view that renders at once when its code is already loaded. React.lazy suspends on its
 * first render even then, and React holds a Suspense boundary's content back for up to 300 ms after its
 * fallback showed: a list whose code and data were both ready still appeared 300 ms late. The route's
 * code is preloaded at navigation (routePrefetch, index.html), so the first render usually finds it.
 */
export const preloadableView = (load: () => Promise<ComponentType>, alongside?: () => Promise<unknown>): PreloadableView => {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!loading) {
      loading = Promise.all([load(), alongside?.()]).then(([component]) => {
        loaded = component;
        return component;
      });
      // A failed load may be tried again (a flaky network) by the next preload.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const View = (props: object) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return { View, preload };
};
