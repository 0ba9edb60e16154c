import { matchPath } from 'react-router-dom';
import type { RouteReads } from './api/endpoint';
import type { PageDeclaration } from './custom-pages/declaration';
import type { ShopDataProvider } from './providers/dataProvider';
import type { ResourceDeclaration } from './resources/declaration';

export interface RoutePrefetchOptions {
  resources: readonly ResourceDeclaration[];
  pages: readonly PageDeclaration[];
  dataProvider: Pick<ShopDataProvider, 'prefetch'>;
  /** Reads are started only with a session; without one the route ends on the login page anyway. */
  signedIn: () => boolean;
}

/** A failed early start is not the screen's failure: the screen loads and asks again itself. */
const quietly = (work: Promise<unknown>): Promise<void> => work.then(
  () => undefined,
  () => undefined,
);

/**
 * At navigation (the first address at boot, then every move), starts what the screen will need: its
 * view's code, its resource mapping and its first reads, side by side, instead of the read waiting for
 * the code (issue 8, item 20). Routes are the spec's: `/{name}`, `/{name}/tambah`, `/{name}/edit/{id}`,
 * and each page's path.
 */
export const createRoutePrefetcher = ({ resources, pages, dataProvider, signedIn }: RoutePrefetchOptions) => {
  // The page route shown last. A move within it (its filters in the address, another order of the Order
  // Center) keeps the screen mounted, which reads nothing anew: a warmed read would go unclaimed.
  let shownPage: string | null = null;
  const readsOf = (route: string, reads: RouteReads | undefined, search: string): Promise<void> => {
    const same = shownPage === route;
    shownPage = route;
    if (!same && signedIn() && reads) return quietly(reads(search).then((wanted) => dataProvider.prefetch({ kind: 'reads', reads: wanted })));
    return Promise.resolve();
  };
  const both = (...work: Array<Promise<void>>): Promise<void> => Promise.all(work).then(() => undefined);
  /** Resolves (never rejects) once the screen's code is loaded and its first reads have arrived. */
  return ({ pathname, search }: { pathname: string; search: string }): Promise<void> => {
    const path = pathname.replace(/\/+$/, '') || '/';
    const page = pages.find((candidate) => candidate.path === path);
    // The reads' import first, as a list's read below: the reads are a small chunk, and a module graph
    // asked for first is evaluated first. Asked after the view, they waited for the vendor file's
    // evaluation (about 90 ms of the home builder's first data).
    if (page) {
      const reads = readsOf(`page ${page.path}`, page.reads, search);
      return both(reads, quietly(page.preload()));
    }

    // A resource's screens at addresses of their own (orders: /order-center/:orderId): their code and reads.
    for (const resource of resources) {
      const own = resource.pages.find((candidate) => matchPath(candidate.path, path));
      if (!own) continue;
      const reads = readsOf(`${resource.name} ${own.path}`, own.reads, search);
      return both(reads, quietly(own.preload()));
    }
    shownPage = null;

    const [name, action, id, ...rest] = path.split('/').slice(1).map(decodeURIComponent);
    const resource = resources.find((candidate) => candidate.name === name);
    if (!resource || rest.length > 0) return Promise.resolve();
    // The read first: its mapping is a small chunk, and the request should leave before the view's code
    // queues behind the browser's few connections.
    if (action === undefined) {
      const read = signedIn() ? quietly(dataProvider.prefetch({ kind: 'list', resource: resource.name, search })) : Promise.resolve();
      return both(read, quietly(resource.preloadView('list')));
    }
    if (action === 'tambah' && id === undefined) return quietly(resource.preloadView('create'));
    if (action === 'edit' && id !== undefined) {
      const read = signedIn() ? quietly(dataProvider.prefetch({ kind: 'record', resource: resource.name, id })) : Promise.resolve();
      return both(read, quietly(resource.preloadView('edit')));
    }
    return Promise.resolve();
  };
};
