import { format } from '../../../../i18n/format';
import { once } from '../../../../domain/once';
import { penjualanWebMessages } from '../messages';
import { numberOf, type OrderItemLike } from './read';

const m = penjualanWebMessages.items;

/** Below this quantity an item is low on stock (order spec §9). */
export const LOW_STOCK_BELOW = 5;

/**
 * The stock label of an item row in the fulfilment screen's product table (order spec §9): 0 or less
 * 'Out of Stock', under 5 'Low Stock', otherwise 'In Stock'. A quantity that cannot be read counts as 0.
 */
export const stockLabel = (qty: number | string | null | undefined): string => {
  const value = numberOf(qty) ?? 0;
  if (value <= 0) return m.outOfStock;
  if (value < LOW_STOCK_BELOW) return m.lowStock;
  return m.inStock;
};

/** An item row's weight in kg: its unit weight in grams times its quantity; unreadable numbers count as 0. */
export const itemWeightKg = (item: OrderItemLike<'berat_gram' | 'qty'>): number =>
  ((numberOf(item.berat_gram) ?? 0) * (numberOf(item.qty) ?? 0)) / 1000;

const kgFormat = once(() => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A weight in kg with two decimals in the Indonesian format: `1,50 kg`, `1.234,50 kg`. */
export const formatWeightKg = (kg: number): string => format(m.weightKg, { kg: kgFormat().format(Number.isFinite(kg) ? kg : 0) });

/** The weight shown on an item row: `formatWeightKg(itemWeightKg(item))`. */
export const itemWeightText = (item: OrderItemLike<'berat_gram' | 'qty'>): string => formatWeightKg(itemWeightKg(item));
