import type { FetchLike } from '@/api/client';

/** The order list's parameters the spec names (order spec §7); a server of the spec's reads only these. */
export const SPEC_LIST_PARAMS: readonly string[] = ['limit', 'status', 'search', 'entitas_id'];

/** The paths the spec never names; a server of the spec's answers them 404. */
export const UNNAMED_SUMMARY_PATHS: readonly string[] = ['/admin/penjualan-web/summary', '/admin/penjualan-web/payment-summary'];

/**
 * A server that knows only what the spec names: the list's other parameters (tab, courier,
 * include_completed, stuck, ready, offset) are dropped before the fake sees them, and the two summary
 * paths answer 404 without a body worth reading.
 */
export const specOnlyServer =
  (fetch: FetchLike): FetchLike =>
  async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && UNNAMED_SUMMARY_PATHS.includes(url.pathname)) {
      return new Response(JSON.stringify({ message: 'Cannot GET ' + url.pathname }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }
    if (request.method === 'GET' && url.pathname === '/admin/penjualan-web') {
      for (const name of [...url.searchParams.keys()]) if (!SPEC_LIST_PARAMS.includes(name)) url.searchParams.delete(name);
      return fetch(new Request(url, request));
    }
    return fetch(request);
  };
