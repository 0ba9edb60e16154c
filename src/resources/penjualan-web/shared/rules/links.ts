import { courierTrackingUrl } from './couriers';
import { shownWaybill } from './waybill';
import { ENTITY_DISPLAY_NAME, entityKind } from '../../../../domain/entity';
import { formatRupiah } from '../../../../domain/format';
import { safeHref } from '../../../../domain/safeUrl';
import { format } from '../../../../i18n/format';
import type { Order } from '../../schemas';
import { penjualanWebMessages } from '../messages';
import { numberOf, textOf, type Loose, type OrderLike } from './read';
import { orderCourier } from './shippingType';

const m = penjualanWebMessages.whatsapp;

/**
 * A phone number as WhatsApp's links want it: digits only, with Indonesia's country code. Spaces,
 * dashes, dots, brackets and `+` go; a leading 0 becomes 62 (`0812-3456-7890` → `6281234567890`);
 * a number typed without either (`812…`, how Indonesian mobiles read after the 0) gets 62 too.
 * Null when no digits are left.
 */
export const normalizeWhatsAppPhone = (phone: string | number | null | undefined): string | null => {
  const digits = textOf(phone).replace(/\D/g, '');
  if (digits === '') return null;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
};

/** A wa.me chat link to a phone, with a prefilled message when one is given; null without a phone. */
export const whatsAppLink = (phone: string | number | null | undefined, text?: string): string | null => {
  const number = normalizeWhatsAppPhone(phone);
  if (number === null) return null;
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
};

type AddressLike = Loose<Pick<Order['alamat_pengiriman'], 'jalan' | 'kota' | 'telepon' | 'penerima'>>;

export type RecipientFields = OrderLike<'telepon_penerima' | 'nama_penerima'> & { alamat_pengiriman?: AddressLike | null };

/** The recipient's phone: the order's, else the shipping address's. */
export const recipientPhone = (order: RecipientFields): string => textOf(order.telepon_penerima) || textOf(order.alamat_pengiriman?.telepon);

const recipientName = (order: RecipientFields): string => textOf(order.nama_penerima) || textOf(order.alamat_pengiriman?.penerima);

export type GreetingFields = OrderLike<'entitas_id' | 'kode_transaksi' | 'total_akhir' | 'items_count'> & { items?: readonly unknown[] | null };

/** How many items an order has: its count when the server gives one, else its item rows. */
export const orderItemCount = (order: GreetingFields): number => numberOf(order.items_count) ?? order.items?.length ?? 0;

/** The Order Center chat-admin greeting: entity, transaction code, total, item count and three questions. */
export const orderCenterGreeting = (order: GreetingFields): string => {
  const kind = entityKind(textOf(order.entitas_id), textOf(order.kode_transaksi));
  return format(m.orderCenterGreeting, {
    entity: kind === 'UNKNOWN' ? m.entityFallback : ENTITY_DISPLAY_NAME[kind],
    code: textOf(order.kode_transaksi),
    total: formatRupiah(numberOf(order.total_akhir)),
    count: orderItemCount(order),
  });
};

/** The read-only transaction detail's greeting: the recipient's name and the transaction code. */
export const transactionDetailGreeting = (order: RecipientFields & OrderLike<'kode_transaksi'>): string =>
  format(m.transactionDetailGreeting, { name: recipientName(order) || m.nameFallback, code: textOf(order.kode_transaksi) });

/** 'WhatsApp Customer' in the chat-admin tab; null without a phone ('Nomor telepon customer tidak tersedia'). */
export const orderCenterWhatsAppLink = (order: RecipientFields & GreetingFields): string | null =>
  whatsAppLink(recipientPhone(order), orderCenterGreeting(order));

/** The transaction detail's WhatsApp link; null without a phone. */
export const transactionDetailWhatsAppLink = (order: RecipientFields & OrderLike<'kode_transaksi'>): string | null =>
  whatsAppLink(recipientPhone(order), transactionDetailGreeting(order));

/** The fulfilment screen's plain chat link to the recipient (no prefilled text); null without a phone. */
export const recipientChatLink = (order: RecipientFields): string | null => whatsAppLink(recipientPhone(order));

/** A Google Maps search for a street and city; null when both are empty. */
export const mapsSearchUrl = (street: string | null | undefined, city: string | null | undefined): string | null => {
  const query = [textOf(street), textOf(city)].filter((part) => part !== '').join(', ');
  return query === '' ? null : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
};

/** 'View map' of the shipping address: its street and city, else the order's flat address fields. */
export const orderMapsUrl = (order: { alamat_pengiriman?: AddressLike | null } & OrderLike<'alamat_lengkap' | 'kabupaten'>): string | null =>
  mapsSearchUrl(textOf(order.alamat_pengiriman?.jalan) || textOf(order.alamat_lengkap), textOf(order.alamat_pengiriman?.kota) || textOf(order.kabupaten));

export type CourierPageFields = OrderLike<'kode_kurir' | 'biteship_courier_company' | 'metode_pengiriman' | 'nomor_resi'>;

/**
 * The courier's own page for the order's waybill, the courier read from its code, Biteship's company
 * or its method text; a web search with the company or method text when no known courier is named.
 * Null without a waybill.
 */
export const orderCourierTrackingUrl = (order: CourierPageFields): string | null =>
  courierTrackingUrl(
    orderCourier(order)?.code ?? (textOf(order.biteship_courier_company) || textOf(order.metode_pengiriman)),
    shownWaybill(textOf(order.nomor_resi)),
  );

/**
 * The transaction detail's tracking link (order spec §2): the printed waybill when there is one,
 * else the courier's tracking page for `nomor_resi`; null when neither exists. A printed waybill that is
 * not a safe link (`javascript:`, `data:`) is not a link: the courier's page is offered instead.
 */
export const transactionDetailTrackingUrl = (order: CourierPageFields & OrderLike<'url_cetak_resi'>): string | null =>
  safeHref(textOf(order.url_cetak_resi)) ?? orderCourierTrackingUrl(order);
