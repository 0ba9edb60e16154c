import { findCourier } from '../../shared/rules/couriers';
import { orderCourier } from '../../shared/rules/shippingType';
import type { Order, Tracking } from '../../schemas';
import { biteshipStatusAt, estimatedDelivery, trackingHistory, type Shipment } from './biteship';
import { EVENT_ACTIONS } from './events';
import { NO_TRACKING_WAYBILL, WAREHOUSE_CITY } from './shipping';

/**
 * What the fake server answers about a shipment, from the fake Biteship (`biteship.ts`) for courier
 * orders, and from the order itself for shipments outside Biteship.
 */

/** A Biteship status the simulation never leaves: there is nothing to recompute for it. */
const SETTLED_STATUSES: readonly string[] = ['delivered', 'on_hold', 'cancelled'];

/**
 * When the order's current courier order was created: its latest 'Order Biteship dibuat' event (a
 * cancelled and recreated courier order counts from the new one), else when it entered its shipping
 * status, else the order date.
 */
export const courierOrderCreatedAt = (order: Order): string => {
  const created = [...(order.riwayat_status ?? [])].reverse().find((event) => event.action === EVENT_ACTIONS.biteshipCreated);
  return created?.at ?? order.status_changed_at ?? order.tanggal_pesan;
};

export const courierName = (order: Order): string =>
  orderCourier(order)?.name ?? findCourier(order.biteship_courier_company)?.name ?? (order.metode_pengiriman || 'Kurir');

/** The order's Biteship shipment, or null when it has no courier order. */
export const shipmentOf = (order: Order): Shipment | null =>
  order.biteship_order_id
    ? {
        biteshipOrderId: order.biteship_order_id,
        createdAt: courierOrderCreatedAt(order),
        courierName: courierName(order),
        senderCity: WAREHOUSE_CITY,
        recipientCity: order.alamat_pengiriman.kota || order.kabupaten,
        recipientName: order.alamat_pengiriman.penerima || order.nama_penerima,
      }
    : null;

/**
 * Brings `biteship_status` up to what Biteship says at `now`, as its webhooks would have; true when it
 * changed. Settled statuses are left alone, so a list of thousands of orders recomputes only the
 * shipments still moving.
 */
export const syncBiteshipStatus = (order: Order, now: Date): boolean => {
  if (SETTLED_STATUSES.includes(order.biteship_status ?? '')) return false;
  const shipment = shipmentOf(order);
  if (!shipment) return false;
  const status = biteshipStatusAt(shipment, now);
  if (status === order.biteship_status) return false;
  order.biteship_status = status;
  return true;
};

/** Syncs every order; true when any changed. */
export const syncBiteshipStatuses = (orders: readonly Order[], now: Date): boolean =>
  orders.reduce((changedAny, order) => syncBiteshipStatus(order, now) || changedAny, false);

/** The moment the order left the warehouse: its last event into DIKIRIM, else its status change. */
const shippedAt = (order: Order): string =>
  [...(order.riwayat_status ?? [])].reverse().find((event) => event.status_pengiriman === 'DIKIRIM')?.at ?? order.status_changed_at ?? order.tanggal_pesan;

/**
 * GET .../tracking: Biteship's history for a courier order (advancing with `now`); one entry for a
 * shipment outside Biteship that has a waybill (the shop's own courier or a trucking service: the
 * courier's site is where to follow it); nothing for an order that has neither, which the screen shows
 * as 'Belum ada data tracking'.
 */
export const trackingOf = (order: Order, now: Date): Tracking => {
  const shipment = shipmentOf(order);
  if (shipment) {
    const histories = trackingHistory(shipment, now);
    return {
      status: histories[histories.length - 1]?.status ?? 'confirmed',
      courier_name: shipment.courierName,
      waybill_id: order.nomor_resi,
      estimated_delivery: estimatedDelivery(shipment.createdAt, order.estimasi_ongkir_hari),
      tracking_url: order.tracking_url,
      histories,
    };
  }
  const waybill = order.nomor_resi;
  if (!waybill) return { status: null, courier_name: null, waybill_id: null, estimated_delivery: null, tracking_url: order.tracking_url, histories: [] };
  const ownCourier = waybill === NO_TRACKING_WAYBILL;
  const name = ownCourier ? 'Kurir Toko' : courierName(order);
  return {
    status: 'picked',
    courier_name: name,
    waybill_id: ownCourier ? null : waybill,
    estimated_delivery: null,
    tracking_url: order.tracking_url,
    histories: [
      {
        status: 'picked',
        description: ownCourier
          ? 'Paket dibawa kurir toko. Pengiriman ini tanpa nomor resi.'
          : `Paket diserahkan ke ${name} dengan nomor resi ${waybill}. Lacak perjalanannya di situs kurir.`,
        location: WAREHOUSE_CITY,
        timestamp: shippedAt(order),
      },
    ],
  };
};
