import type { Order } from '../../schemas';

/**
 * What the shop counts as a sale, for the dashboard's turnover and the sales and sold-products reports
 * alike (one rule, so the card and the report it links to always agree): an order whose payment is
 * LUNAS, counted at its total (`total_akhir`, refunds not deducted) on the Jakarta day it was placed.
 */
export const isSale = (order: Order): boolean => order.status_pembayaran === 'LUNAS';

/** The sale orders placed in [from, to). */
export const salesIn = (orders: readonly Order[], from: Date, to: Date): Order[] =>
  orders.filter((order) => {
    if (!isSale(order)) return false;
    const placed = new Date(order.tanggal_pesan).getTime();
    return placed >= from.getTime() && placed < to.getTime();
  });

/** How many sale orders and their total (rupiah), for [from, to). */
export const salesTotals = (orders: readonly Order[], from: Date, to: Date): { jumlah_order: number; total_penjualan: number } => {
  const sales = salesIn(orders, from, to);
  return { jumlah_order: sales.length, total_penjualan: sales.reduce((sum, order) => sum + order.total_akhir, 0) };
};
