import { describe, expect, it } from 'vitest';
import { orderActions, primaryFinishAction, type ActionFields, type OrderActions } from '@/resources/penjualan-web/shared/rules/actions';

type ActionName = keyof OrderActions;

const ALL_ACTIONS: readonly ActionName[] = [
  'canShipNow',
  'canMarkDelivered',
  'canCreateBiteshipOrder',
  'showsBiteshipPanel',
  'showsCompletionNotice',
  'canAutoCompleteDelivered',
  'canCancel',
  'canComplete',
  'canUpdateWaybill',
  'showsTrackingHistory',
  'canVerifyPayment',
];

/** Exactly these actions allowed, every other one refused. */
const only = (...allowed: ActionName[]): OrderActions =>
  Object.fromEntries(ALL_ACTIONS.map((name) => [name, allowed.includes(name)])) as unknown as OrderActions;

const biteship: ActionFields = { tipe_pengiriman: 'BITESHIP', kode_kurir: 'jne', ongkir: 15000, metode_pembayaran: 'MANUAL_TRANSFER' };
const gratis: ActionFields = { tipe_pengiriman: 'GRATIS_ONGKIR', kode_kurir: 'GRATIS_ONGKIR', ongkir: 0, metode_pembayaran: 'PAYMENT_GATEWAY' };
const chat: ActionFields = { tipe_pengiriman: 'CHAT_ADMIN', kode_kurir: 'CHAT_ADMIN', metode_pembayaran: 'MANUAL_TRANSFER' };

describe('the actions each order state allows (order spec §2 and §4)', () => {
  it.each<[string, ActionFields, OrderActions]>([
    ['awaiting payment, not shipped', { ...biteship, status_pembayaran: 'MENUNGGU_PEMBAYARAN', status_pengiriman: 'BELUM_DIKIRIM' }, only('showsBiteshipPanel', 'canCancel')],
    [
      'manual transfer awaiting confirmation',
      { ...biteship, status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'BELUM_DIKIRIM' },
      only('showsBiteshipPanel', 'canCancel', 'canVerifyPayment'),
    ],
    [
      'payment gateway awaiting confirmation (auto-processed, no manual verification)',
      { ...gratis, status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'BELUM_DIKIRIM' },
      only('showsBiteshipPanel', 'canCancel'),
    ],
    ['paid, not yet ready', { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'BELUM_DIKIRIM' }, only('showsBiteshipPanel', 'canCancel')],
    [
      'paid and ready, no Biteship order yet',
      { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM' },
      only('canShipNow', 'canCreateBiteshipOrder', 'showsBiteshipPanel', 'canCancel', 'canComplete', 'canUpdateWaybill'),
    ],
    [
      'paid and ready, Biteship order already made',
      { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', biteship_order_id: '5f1a2b3c4d5e6f7a8b9c0d1e' },
      only('canShipNow', 'showsBiteshipPanel', 'canCancel', 'canComplete', 'canUpdateWaybill', 'showsTrackingHistory'),
    ],
    [
      'a Biteship order on its way',
      { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', nomor_resi: '011234567890' },
      only('canMarkDelivered', 'showsBiteshipPanel', 'canAutoCompleteDelivered', 'canComplete', 'canUpdateWaybill', 'showsTrackingHistory'),
    ],
    [
      'a free-shipping order on its way (no auto-complete: not Biteship)',
      { ...gratis, status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM' },
      only('canMarkDelivered', 'showsBiteshipPanel', 'canComplete', 'canUpdateWaybill'),
    ],
    [
      'a chat-admin order with a courier tracking id',
      { ...chat, status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', courier_tracking_id: 'trk-1' },
      only('canShipNow', 'canCreateBiteshipOrder', 'showsBiteshipPanel', 'canCancel', 'canComplete', 'canUpdateWaybill', 'showsTrackingHistory'),
    ],
    [
      'delivered (only the completion notice, and its tracking)',
      { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', nomor_resi: '011234567890' },
      only('showsCompletionNotice', 'showsTrackingHistory'),
    ],
    ['cancelled', { ...biteship, status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIBATALKAN' }, only()],
    [
      'on its way and refunded in full (goods and shipping): it may be cancelled',
      { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', total_harga_barang: 100000, total_akhir: 119440, total_refunded: 115000 },
      only('canMarkDelivered', 'showsBiteshipPanel', 'canAutoCompleteDelivered', 'canCancel', 'canComplete', 'canUpdateWaybill'),
    ],
    [
      'on its way and refunded one rupiah short: no cancel',
      { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', total_harga_barang: 100000, total_akhir: 115000, total_refunded: 114999 },
      only('canMarkDelivered', 'showsBiteshipPanel', 'canAutoCompleteDelivered', 'canComplete', 'canUpdateWaybill'),
    ],
    [
      'delivered and refunded in full: only its completion notice, no cancel (order spec §4)',
      { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', total_harga_barang: 100000, total_akhir: 115000, total_refunded: 115000 },
      only('showsCompletionNotice'),
    ],
    [
      'paid but shipment cancelled',
      { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'DIBATALKAN', nomor_resi: 'X' },
      only('showsTrackingHistory'),
    ],
    // An expired payment ends the order (order spec §4: COMPLETED, 'Cancelled'): nothing is left to do.
    ['payment expired, not shipped', { ...biteship, status_pembayaran: 'PAYMENT_EXPIRED', status_pengiriman: 'BELUM_DIKIRIM' }, only()],
    [
      'ready to ship but not paid (no shipping before payment)',
      { ...biteship, status_pembayaran: 'MENUNGGU_PEMBAYARAN', status_pengiriman: 'SIAP_DIKIRIM' },
      only('showsBiteshipPanel', 'canCancel'),
    ],
    ['a cancelled payment whose shipment still reads shipped offers nothing', { ...biteship, status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIKIRIM' }, only()],
    ['English completion status on the payment field offers nothing', { ...biteship, status_pembayaran: 'COMPLETED', status_pengiriman: 'DIKIRIM' }, only()],
    [
      'English completion status on the shipping field shows the completion notice',
      { ...biteship, status_pembayaran: 'LUNAS', status_pengiriman: 'COMPLETED' },
      only('showsCompletionNotice'),
    ],
    [
      'statuses in lower case, ids blank',
      { ...biteship, status_pembayaran: 'lunas', status_pengiriman: 'siap_dikirim', biteship_order_id: '  ', nomor_resi: '' },
      only('canShipNow', 'canCreateBiteshipOrder', 'showsBiteshipPanel', 'canCancel', 'canComplete', 'canUpdateWaybill'),
    ],
    [
      'free shipping on its way with only the no-tracking marker as waybill has no tracking to show',
      { ...biteship, tipe_pengiriman: 'GRATIS_ONGKIR', kode_kurir: 'GRATIS_ONGKIR', biteship_order_id: null, courier_tracking_id: null, status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', nomor_resi: 'TANPA-RESI' },
      only('canMarkDelivered', 'showsBiteshipPanel', 'canComplete', 'canUpdateWaybill'),
    ],
    ['an order without statuses', {}, only()],
  ])('%s', (_case, order, expected) => {
    expect(orderActions(order)).toEqual(expected);
  });
});

describe('the finishing action a shipped order offers first, by courier type (order spec §1 and §4)', () => {
  const shipped = { status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM' } as const;
  it.each<[string, ActionFields, ReturnType<typeof primaryFinishAction>]>([
    ['free shipping on its way: the delivery photo completes it', { tipe_pengiriman: 'GRATIS_ONGKIR', metode_pembayaran: 'MANUAL_TRANSFER', nomor_resi: 'TANPA-RESI', ...shipped }, 'deliveryProof'],
    ['Biteship on its way: auto-complete when delivered', { ...biteship, biteship_order_id: 'bs-1', ...shipped }, 'autoComplete'],
    ['Biteship shipped without a Biteship order: complete', { ...biteship, ...shipped }, 'complete'],
    ['chat admin on its way: selesai', { ...chat, ...shipped }, 'complete'],
    ['not shipped yet: nothing to finish', { ...chat, status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM' }, null],
    ['delivered: nothing to finish', { ...chat, status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI' }, null],
    ['unknown type: no advice', { metode_pembayaran: 'MANUAL_TRANSFER', ...shipped }, null],
  ])('%s', (_case, order, expected) => {
    expect(primaryFinishAction(order)).toBe(expected);
  });
});
