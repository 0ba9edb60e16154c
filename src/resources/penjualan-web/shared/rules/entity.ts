import { entityKind } from '../../../../domain/entity';
import { textOf, type OrderLike } from './read';

export type RefundEndpointEntity = 'cv' | 'pribadi';

/**
 * Which refund endpoint an order's refund goes to, `/admin/refunds/cv` or `/admin/refunds/pribadi`
 * (order spec §7): the order's entity by the one rule the badge uses (`entityKind`: the configured
 * company id, an id containing "CV", or a `CV-` code), so a CV order is never refunded as pribadi.
 * Everything else, an unknown entity included, goes to pribadi.
 */
export const refundEndpointEntity = (order: OrderLike<'entitas_id' | 'kode_transaksi'>): RefundEndpointEntity =>
  entityKind(textOf(order.entitas_id), textOf(order.kode_transaksi)) === 'CV' ? 'cv' : 'pribadi';
