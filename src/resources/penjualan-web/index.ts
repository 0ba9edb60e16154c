import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineResource } from '../declaration';
import { messages } from '../../i18n/messages';

/**
 * Web orders (order spec). react-admin knows them as `penjualan-web`; administrators see
 * the spec's addresses: the Order Center (the queue and each order's fulfilment), the transaction
 * history, the read-only transaction detail, payment verification and the payment detail.
 */
export default defineResource({
  name: 'penjualan-web',
  accessDenied: messages.access.loginAsAdmin,
  menu: { label: 'Order Center', icon: LocalShippingIcon, group: 'pesanan', to: '/order-center' },
  recordRepresentation: 'kode_transaksi',
  data: () => import('./transaksi/resource').then((m) => m.penjualanWebResource),
  list: () => import('./transaksi/PenjualanWebHistory').then((m) => m.PenjualanWebHistory),
  pages: [
    { path: '/order-center', view: () => import('./order-center/OrderCenterPage').then((m) => m.OrderCenterPage), reads: (search) => import('./order-center/reads').then((m) => m.orderCenterReads(search)) },
    { path: '/order-center/labels', view: () => import('./order-center/OrderLabelsPage').then((m) => m.OrderLabelsPage) },
    { path: '/order-center/:orderId', view: () => import('./order-center/OrderCenterPage').then((m) => m.OrderCenterPage), reads: () => import('./contract').then((m) => [m.penjualanWebContract.summary]) },
    { path: '/order-center/:orderId/tracking', view: () => import('./order-center/order-detail/OrderTrackingPage').then((m) => m.OrderTrackingPage) },
    {
      path: '/transaksi/riwayat',
      view: () => import('./transaksi/PenjualanWebHistory').then((m) => m.PenjualanWebHistory),
      menu: { label: 'Riwayat Transaksi', icon: ReceiptLongIcon, group: 'pesanan' },
    },
    { path: '/transaksi-web/:id', view: () => import('./transaksi/PenjualanWebTransaction').then((m) => m.PenjualanWebTransaction) },
    {
      path: '/payment-verification',
      view: () => import('./payment-verification/PaymentVerificationPage').then((m) => m.PaymentVerificationPage),
      menu: { label: 'Verifikasi Pembayaran', icon: FactCheckIcon, group: 'pesanan' },
      reads: (search) => import('./payment-verification/reads').then((m) => m.paymentVerificationReads(search)),
    },
    { path: '/payment-detail/:id', view: () => import('./payment-verification/PaymentDetailPage').then((m) => m.PaymentDetailPage) },
  ],
  // File local notifications for orders newly awaiting payment confirmation and shipments newly stuck
  // (one poll for both).
  watchers: [() => import('./order-center/OrderWatcher').then((m) => m.OrderWatcher)],
  // Orders by code or recipient, and the ready-to-ship list, in the command palette (Ctrl+K).
  palette: () => import('./order-center/palette').then((m) => m.penjualanWebPalette),
});
