import { codeOf, type OrderLike } from './read';

/**
 * Payment verification's rules (order spec §2, §4 and §5): the status filter, the list call's query, the
 * filters as an address, and how a payment method reads. No React, no I/O.
 */

/** The status filter: awaiting confirmation (the default), verified, or every order. */
export const PAYMENT_FILTERS = ['MENUNGGU_KONFIRMASI', 'LUNAS', 'ALL'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_FILTERS)[number];
export const DEFAULT_PAYMENT_FILTER: PaymentStatusFilter = 'MENUNGGU_KONFIRMASI';

/** Order spec §9: the list fetch limit. */
export const PAYMENT_LIST_LIMIT = 100;

export interface PaymentFilters {
  status: PaymentStatusFilter;
  /** Transaction code or recipient name; '' for none. */
  search: string;
}

const isStatusFilter = (value: string | null): value is PaymentStatusFilter => PAYMENT_FILTERS.includes(value as PaymentStatusFilter);

/** The filters an address carries (`?status=LUNAS&q=budi`); anything unknown falls back to the default. */
export const readPaymentFilters = (params: URLSearchParams): PaymentFilters => {
  const status = params.get('status');
  return { status: isStatusFilter(status) ? status : DEFAULT_PAYMENT_FILTER, search: (params.get('q') ?? '').trim() };
};

/** The filters as an address's query: defaults are left out, so the plain address is the default view. */
export const paymentFiltersSearch = (filters: PaymentFilters): string => {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_PAYMENT_FILTER) params.set('status', filters.status);
  const search = filters.search.trim();
  if (search) params.set('q', search);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The list call's query (GET /admin/penjualan-web). */
export interface PaymentListQuery {
  limit: number;
  status?: Exclude<PaymentStatusFilter, 'ALL'>;
  search?: string;
}

/** The list call's query (order spec §7): `status` left out for ALL, `search` only when typed, limit 100. */
export const paymentListQuery = (filters: PaymentFilters): PaymentListQuery => {
  const search = filters.search.trim();
  return {
    limit: PAYMENT_LIST_LIMIT,
    ...(filters.status !== 'ALL' ? { status: filters.status } : {}),
    ...(search ? { search } : {}),
  };
};

/** The list's query without its paging, for a walk that reaches every matching order (`rules/walk.ts`). */
export const paymentWalkQuery = (filters: PaymentFilters): Omit<PaymentListQuery, 'limit'> => {
  const { limit: _limit, ...query } = paymentListQuery(filters);
  return query;
};

/** Whether the filters differ from the default view (the reset button is offered then). */
export const isFiltered = (filters: PaymentFilters): boolean => filters.status !== DEFAULT_PAYMENT_FILTER || filters.search.trim() !== '';

export type PaymentMethodKind = 'MANUAL_TRANSFER' | 'PAYMENT_GATEWAY' | 'UNKNOWN';

/** The order's payment method as one of the two the spec names (anything else is unknown). */
export const paymentMethodKind = (order: OrderLike<'metode_pembayaran'>): PaymentMethodKind => {
  const method = codeOf(order.metode_pembayaran);
  return method === 'MANUAL_TRANSFER' || method === 'PAYMENT_GATEWAY' ? method : 'UNKNOWN';
};

/** Order spec §4: payment-gateway payments are processed automatically, never verified by hand. */
export const isAutoProcessedPayment = (order: OrderLike<'metode_pembayaran'>): boolean => paymentMethodKind(order) === 'PAYMENT_GATEWAY';
