import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { defineResource } from '../declaration';

/**
 * Web orders (spec 2-order-fulfilment). react-admin knows them as `penjualan-web`; administrators see
 * the spec's addresses: the Order Center (the queue and each order's fulfilment), the transaction
 * history and the read-only transaction detail.
 */
export default defineResource({
  name: 'penjualan-web',
  menu: { label: 'Order Center', icon: LocalShippingIcon, group: 'pesanan', to: '/order-center' },
  recordRepresentation: 'kode_transaksi',
  data: () => import('./resource').then((m) => m.penjualanWebResource),
  list: () => import('./PenjualanWebHistory').then((m) => m.PenjualanWebHistory),
  pages: [
    { path: '/order-center', view: () => import('./OrderCenterPage').then((m) => m.OrderCenterPage), reads: () => import('./contract').then((m) => [m.penjualanWebContract.summary]) },
    { path: '/order-center/labels', view: () => import('./OrderLabelsPage').then((m) => m.OrderLabelsPage) },
    { path: '/order-center/:orderId', view: () => import('./OrderCenterPage').then((m) => m.OrderCenterPage), reads: () => import('./contract').then((m) => [m.penjualanWebContract.summary]) },
    { path: '/order-center/:orderId/tracking', view: () => import('./OrderTrackingPage').then((m) => m.OrderTrackingPage) },
    {
      path: '/transaksi/riwayat',
      view: () => import('./PenjualanWebHistory').then((m) => m.PenjualanWebHistory),
      menu: { label: 'Riwayat Transaksi', icon: ReceiptLongIcon, group: 'pesanan' },
    },
    { path: '/transaksi-web/:id', view: () => import('./PenjualanWebTransaction').then((m) => m.PenjualanWebTransaction) },
  ],
});
