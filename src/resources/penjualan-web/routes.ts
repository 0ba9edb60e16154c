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
} as const;

export type TransactionOrigin = 'riwayat' | 'order-center';
