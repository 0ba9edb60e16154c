import { findCourier, serviceCodeFrom, type Courier } from './couriers';
import { penjualanWebMessages } from '../messages';
import { codeOf, flagOf, numberOf, textOf, type OrderLike } from './read';

const m = penjualanWebMessages.shipping;

export type ShippingKind = 'CHAT_ADMIN' | 'GRATIS_ONGKIR' | 'BITESHIP' | 'UNKNOWN';

export interface ShippingTypeInfo {
  readonly type: ShippingKind;
  readonly label: string;
  readonly description: string;
}

export type ShippingFields = OrderLike<
  | 'tipe_pengiriman'
  | 'kode_kurir'
  | 'layanan_kurir'
  | 'metode_pengiriman'
  | 'layanan_pengiriman'
  | 'apakah_gratis_ongkir'
  | 'ongkir'
  | 'biteship_order_id'
  | 'biteship_courier_company'
>;

/** Courier codes the two manual modes put where a courier's code would be. */
export const CHAT_ADMIN_CODES: readonly string[] = ['CHAT_ADMIN', 'CHAT_ADMIN_0'];
export const GRATIS_ONGKIR_CODES: readonly string[] = ['GRATIS_ONGKIR', 'GRATIS_ONGKIR_0'];
/** Codes that name a shipping mode, not a courier: never a sign of a Biteship order. */
export const SPECIAL_COURIER_CODES: readonly string[] = [...CHAT_ADMIN_CODES, ...GRATIS_ONGKIR_CODES, 'REQUEST_KURIR_0'];

/** The spec cuts the unknown type's description at this many characters (order spec §9). */
export const UNKNOWN_DESCRIPTION_MAX = 20;

/** The shipping-method words of an order, lower case: both the method and its service name. */
export const methodTextOf = (order: OrderLike<'metode_pengiriman' | 'layanan_pengiriman'>): string =>
  `${textOf(order.metode_pengiriman)} ${textOf(order.layanan_pengiriman)}`.toLowerCase().trim();

const hasCode = (order: ShippingFields, codes: readonly string[]): boolean =>
  codes.includes(codeOf(order.kode_kurir)) || codes.includes(codeOf(order.layanan_kurir));

const isChatAdmin = (order: ShippingFields, method: string): boolean =>
  codeOf(order.tipe_pengiriman) === 'CHAT_ADMIN' ||
  hasCode(order, CHAT_ADMIN_CODES) ||
  /chat\s*admin/.test(method) ||
  /koordinasi|coordinat/.test(method) ||
  (method.includes('admin') && !method.includes('promo'));

const isGratisOngkir = (order: ShippingFields, method: string): boolean =>
  codeOf(order.tipe_pengiriman) === 'GRATIS_ONGKIR' ||
  hasCode(order, GRATIS_ONGKIR_CODES) ||
  flagOf(order.apakah_gratis_ongkir) ||
  /gratis|free|promo toko|\blokal\b|\blocal\b/.test(method) ||
  (numberOf(order.ongkir) === 0 && method.includes('promo'));

const courierCode = (order: ShippingFields): string => codeOf(order.kode_kurir);

const isBiteship = (order: ShippingFields, method: string): boolean => {
  const code = courierCode(order);
  const cost = numberOf(order.ongkir) ?? 0;
  return (
    codeOf(order.tipe_pengiriman) === 'BITESHIP' ||
    textOf(order.biteship_order_id) !== '' ||
    textOf(order.biteship_courier_company) !== '' ||
    findCourier(code) !== null ||
    method.includes('biteship') ||
    findCourier(method) !== null ||
    (code !== '' && !SPECIAL_COURIER_CODES.includes(code) && cost > 0)
  );
};

/** The courier an order names: by its code, then Biteship's company, then its method text. */
export const orderCourier = (order: OrderLike<'kode_kurir' | 'biteship_courier_company' | 'metode_pengiriman'>): Courier | null =>
  findCourier(textOf(order.kode_kurir)) ?? findCourier(textOf(order.biteship_courier_company)) ?? findCourier(textOf(order.metode_pengiriman));

const cut = (text: string, max: number): string => {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
};

const biteshipInfo = (order: ShippingFields): ShippingTypeInfo => {
  const label = orderCourier(order)?.name || textOf(order.biteship_courier_company) || codeOf(order.kode_kurir) || m.biteshipLabel;
  const description =
    textOf(order.layanan_pengiriman) ||
    codeOf(order.layanan_kurir) ||
    serviceCodeFrom(textOf(order.metode_pengiriman))?.toUpperCase() ||
    textOf(order.metode_pengiriman);
  return { type: 'BITESHIP', label, description };
};

const unknownInfo = (order: ShippingFields): ShippingTypeInfo => {
  const raw = textOf(order.metode_pengiriman) || textOf(order.kode_kurir) || textOf(order.tipe_pengiriman);
  return { type: 'UNKNOWN', label: m.unknownLabel, description: raw ? cut(raw, UNKNOWN_DESCRIPTION_MAX) : m.unknownNoMethod };
};

/**
 * The shipping type of an order, for the queue's badge and the detail's shipping panel (order spec §4),
 * checked in the spec's order so that an order showing signs of two modes gets the first:
 * 1. chat admin: the type, a chat-admin code, or a method about chat admin, coordination, or admin
 *    without 'promo';
 * 2. free shipping: the type, a free-shipping code, the free-shipping flag, a method about free,
 *    'Promo Toko' or local shipping, or no cost with a promo;
 * 3. Biteship: the type, Biteship's ids, a known courier's code, a method naming Biteship or a known
 *    courier, or any other courier code with a cost above 0; labelled with the courier and its service;
 * 4. otherwise unknown, 'Belum Diset', described by whatever method text there is, cut at 20 characters.
 */
export const detectShippingType = (order: ShippingFields): ShippingTypeInfo => {
  const method = methodTextOf(order);
  if (isChatAdmin(order, method)) return { type: 'CHAT_ADMIN', label: m.chatAdminLabel, description: m.chatAdminDescription };
  if (isGratisOngkir(order, method)) return { type: 'GRATIS_ONGKIR', label: m.gratisOngkirLabel, description: m.gratisOngkirDescription };
  if (isBiteship(order, method)) return biteshipInfo(order);
  return unknownInfo(order);
};
