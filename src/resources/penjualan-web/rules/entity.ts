import { ENTITY_CV_ID } from '../../../domain/entity';
import { textOf, type OrderLike } from './read';

export type RefundEndpointEntity = 'cv' | 'pribadi';

/**
 * Which refund endpoint an order's refund goes to, `/admin/refunds/cv` or `/admin/refunds/pribadi`
 * (spec section 7). Stricter than the entity badge (`entityKind` in `domain/entity.ts`): the `CV-`
 * code prefix decides only when the order carries no entity at all; an order with any other entity
 * id is refunded as pribadi.
 */
export const refundEndpointEntity = (order: OrderLike<'entitas_id' | 'kode_transaksi'>): RefundEndpointEntity => {
  const entity = textOf(order.entitas_id);
  if (entity === ENTITY_CV_ID) return 'cv';
  if (entity === '' && textOf(order.kode_transaksi).startsWith('CV-')) return 'cv';
  return 'pribadi';
};
