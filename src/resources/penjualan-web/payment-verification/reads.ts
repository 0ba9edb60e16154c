import type { RouteRead } from '../../../api/endpoint';
import { penjualanWebContract } from '../contract';
import { paymentWalkQuery, readPaymentFilters } from '../shared/rules/payment';
import { FIRST_WALK_PAGE, walkPageQuery } from '../shared/rules/walk';

/**
 * What payment verification asks for on arrival, started at navigation beside its code: the summary and
 * the first page of the payments the address's filters show, the very request the screen's walk makes
 * (`useOrderWalk` over `paymentWalkQuery`). Before, that page was asked for only after the first render,
 * and the rows came a round trip later.
 */
export const paymentVerificationReads = (search: string): RouteRead[] => [
  penjualanWebContract.paymentSummary,
  { endpoint: penjualanWebContract.list, query: walkPageQuery(paymentWalkQuery(readPaymentFilters(new URLSearchParams(search))), FIRST_WALK_PAGE) },
];
