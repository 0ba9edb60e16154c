import type { Order, OrderItem } from '../../schemas';

/**
 * What a server really sends for a record: each field may be missing, null, or a string where the
 * schema says number, boolean or enum (`"15000.00"`, `"true"`, `"lunas"`). The rules read orders
 * through these types so the screens never fall over on messy data.
 */
export type Loose<T> = { [K in keyof T]?: T[K] | string | null };

/** The fields of an order a rule reads, each loose. */
export type OrderLike<K extends keyof Order> = Loose<Pick<Order, K>>;

/** The fields of an order item a rule reads, each loose. */
export type OrderItemLike<K extends keyof OrderItem> = Loose<Pick<OrderItem, K>>;

/** A field as trimmed text; numbers become their digits, anything else `''`. */
export const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
};

/** A code or status compared without regard to case or surrounding spaces: `' lunas '` is `LUNAS`. */
export const codeOf = (value: unknown): string => textOf(value).toUpperCase();

/** A number, or a string holding exactly one (`"15000.00"`); null for anything else. */
export const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
};

/** A yes/no flag: `true`, `1`, `"true"` and `"1"` are yes; anything else, including nothing, is no. */
export const flagOf = (value: unknown): boolean =>
  value === true || value === 1 || (typeof value === 'string' && ['true', '1'].includes(value.trim().toLowerCase()));
