import { refundedSoFar } from '../../shared/rules/refund';
import type { Order, OrderItem } from '../../schemas';

/*
 * The server side of refunds beyond the money: whether an order was ever paid, and units per line. How
 * much money an order may still give back is the one rule the forms read too, `refundableRemaining`
 * (rules/refund.ts); `total_refunded` counts every refund recorded on the order, whatever its status.
 */

/**
 * The customer's money reached the shop: the order is paid (LUNAS), or it was before it was cancelled
 * (its timeline passed through LUNAS, or a refund was already recorded on it).
 */
export const wasEverPaid = (order: Pick<Order, 'status_pembayaran' | 'riwayat_status' | 'refund_info' | 'total_refunded'>): boolean =>
  order.status_pembayaran === 'LUNAS' ||
  (order.riwayat_status ?? []).some((event) => event.status_pembayaran === 'LUNAS') ||
  order.refund_info !== null ||
  refundedSoFar(order) > 0;

/** Units of a line already refunded, and those that may still be. */
export const qtyRefunded = (item: Pick<OrderItem, 'qty_refunded'>): number => Math.max(0, Number(item.qty_refunded ?? 0) || 0);
export const qtyRemaining = (item: Pick<OrderItem, 'qty' | 'qty_refunded'>): number => Math.max(0, Number(item.qty) - qtyRefunded(item));

/** The line as refund records and messages name it: product, then variant. */
export const itemName = (item: Pick<OrderItem, 'judul_produk_induk' | 'nama_varian'>): string =>
  [item.judul_produk_induk, item.nama_varian].filter(Boolean).join(' - ');
