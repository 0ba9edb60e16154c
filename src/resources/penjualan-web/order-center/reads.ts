import type { RouteRead } from '../../../api/endpoint';
import { penjualanWebContract } from '../contract';
import { FIRST_WALK_PAGE, walkPageQuery } from '../shared/rules/walk';
import { readOrderCenterFilters } from './filters';
import { queueQuery } from './orderCenterQueue';

/**
 * What the Order Center asks for on arrival, started at navigation beside its code: the summary and
 * the first page of the queue the address's filters show, the very request the screen's walk makes
 * (`useQueueOrders`), so the cards need no second round trip after the summary. On a server without
 * the summary the screen walks every order instead and this page goes unclaimed, a request too many.
 */
export const orderCenterReads = (search: string): RouteRead[] => [
  penjualanWebContract.summary,
  { endpoint: penjualanWebContract.list, query: walkPageQuery(queueQuery(readOrderCenterFilters(new URLSearchParams(search))), FIRST_WALK_PAGE) },
];
