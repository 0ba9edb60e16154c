/**
 * The order area's addresses under /admin (order spec §2). Build links with these, never by hand.
 * `from: 'riwayat'` travels in the navigation state so the detail's back link returns to the history.
 */
/** The address's parameter of the Order Center's 'Belum diproses' filter (`awaitsShopAction`). */
export const PENDING_PARAM = 'pending';

export const penjualanWebRoutes = {
  orderCenter: () => '/order-center',
  /** The orders the dashboard's 'Pesanan Belum Diproses' counts, and only those. */
  orderCenterPending: () => `/order-center?${PENDING_PARAM}=1`,
  order: (id: string | number) => `/order-center/${encodeURIComponent(String(id))}`,
  tracking: (id: string | number) => `/order-center/${encodeURIComponent(String(id))}/tracking`,
  labels: (ids: ReadonlyArray<string | number>) => `/order-center/labels?ids=${ids.map((id) => encodeURIComponent(String(id))).join(',')}`,
  history: () => '/transaksi/riwayat',
  transaction: (id: string | number) => `/transaksi-web/${encodeURIComponent(String(id))}`,
  paymentVerification: (search = '') => `/payment-verification${search}`,
  paymentDetail: (id: string | number) => `/payment-detail/${encodeURIComponent(String(id))}`,
  /**
   * Where an order's money goes next, on pending cash's screens (operations spec: /admin/cash-in,
   * /admin/refund-management; with an entry's id the list shows that entry alone). Spelled here since
   * cash sits above the orders and the orders import nothing of it; a unit test of pending cash's
   * routes holds these to its own.
   */
  cashIn: () => '/cash-in',
  refundManagement: (entryId: string | number) => `/refund-management?id=${encodeURIComponent(String(entryId))}`,
} as const;

export type TransactionOrigin = 'riwayat' | 'order-center';
