import { describe, expect, it } from 'vitest';
import {
  biteshipStatusAt,
  CANCELLABLE_BITESHIP_STATUSES,
  deliveredAt,
  estimatedDelivery,
  isHeldShipment,
  trackingHistory,
  type Shipment,
} from '@/resources/penjualan-web/fake/server/biteship';
import { biteshipOrderId } from '@/resources/penjualan-web/fake/server/shipping';
import { createRng } from '@/fake-api/random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CREATED = '2026-03-15T03:00:00.000Z';
const at = (ms: number): Date => new Date(Date.parse(CREATED) + ms);

const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({
  biteshipOrderId: '65f1c0ffee0000000000abc1',
  createdAt: CREATED,
  courierName: 'JNE',
  senderCity: 'Kota Surabaya',
  recipientCity: 'Kota Malang',
  recipientName: 'Budi Santoso',
  ...overrides,
});

/** Ids of several paces, none held: the bounds below hold for every one. */
const IDS = ['65f1c0ffee0000000000abc1', '0123456789abcdef01234567', 'ffffffffffffffffffffffff', 'a1b2c3d4e5f6a7b8c9d0e1f2', '000000000000000000000009'];

describe('the fake Biteship: a shipment advances with the clock', () => {
  it.each([
    [0, 'confirmed'],
    [6 * MINUTE, 'allocated'],
    [21 * MINUTE, 'picking_up'],
    [61 * MINUTE, 'picked'],
    [185 * MINUTE, 'dropping_off'],
    [361 * MINUTE, 'delivered'],
    [10 * DAY, 'delivered'],
  ])('%i ms after creation, every shipment is at %s whatever its pace', (elapsed, status) => {
    for (const biteshipOrderId of IDS) expect(biteshipStatusAt(shipment({ biteshipOrderId }), at(elapsed))).toBe(status);
  });

  it('goes confirmed, allocated, picking_up, picked, dropping_off, delivered, each later than the one before', () => {
    const history = trackingHistory(shipment(), at(2 * DAY));
    expect(history.map((entry) => entry.status)).toEqual(['confirmed', 'allocated', 'picking_up', 'picked', 'dropping_off', 'delivered']);
    const times = history.map((entry) => Date.parse(entry.timestamp ?? ''));
    expect(times[0]).toBe(Date.parse(CREATED));
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeGreaterThan(times[i - 1] ?? Infinity);
  });

  it('shows only what has happened by now, so asking later shows more', () => {
    const early = trackingHistory(shipment(), at(30 * MINUTE - 1));
    const later = trackingHistory(shipment(), at(5 * HOUR));
    expect(later.length).toBeGreaterThan(early.length);
    expect(later.slice(0, early.length)).toEqual(early);
    for (const entry of later) expect(Date.parse(entry.timestamp ?? '')).toBeLessThanOrEqual(at(5 * HOUR).getTime());
  });

  it('describes each step in Indonesian at the warehouse city, then at the recipient city', () => {
    const history = trackingHistory(shipment(), at(DAY));
    expect(history.map((entry) => entry.location)).toEqual(['Kota Surabaya', 'Kota Surabaya', 'Kota Surabaya', 'Kota Surabaya', 'Kota Malang', 'Kota Malang']);
    expect(history[0]?.description).toContain('JNE');
    expect(history[3]?.description).toBe('Paket telah dijemput kurir dan diproses di hub Kota Surabaya.');
    expect(history[5]?.description).toBe('Paket telah diterima oleh Budi Santoso.');
  });

  it('answers the same for the same shipment and time, and gives shipments their own pace', () => {
    expect(trackingHistory(shipment(), at(DAY))).toEqual(trackingHistory(shipment(), at(DAY)));
    const deliveries = new Set(IDS.map((biteshipOrderId) => deliveredAt(shipment({ biteshipOrderId }))));
    expect(deliveries.size).toBeGreaterThan(1);
  });

  it('delivers within a few hours of creation', () => {
    for (const biteshipOrderId of IDS) {
      const delivered = Date.parse(deliveredAt(shipment({ biteshipOrderId })) ?? '') - Date.parse(CREATED);
      expect(delivered).toBeGreaterThanOrEqual(3 * HOUR);
      expect(delivered).toBeLessThanOrEqual(6 * HOUR);
    }
  });

  it('has nothing before creation or for an unreadable creation time', () => {
    expect(trackingHistory(shipment(), at(-MINUTE))).toEqual([]);
    expect(trackingHistory(shipment({ createdAt: 'kemarin' }), at(DAY))).toEqual([]);
    expect(biteshipStatusAt(shipment({ createdAt: 'kemarin' }), at(DAY))).toBe('confirmed');
  });
});

describe('the fake Biteship: held shipments', () => {
  const held = shipment({ biteshipOrderId: '65f1c0ffee0000000000abc0' });

  it('holds a shipment whose id ends in 0 at the hub after pickup, and never delivers it', () => {
    expect(isHeldShipment(held.biteshipOrderId)).toBe(true);
    expect(biteshipStatusAt(held, at(61 * MINUTE))).toBe('picked');
    expect(biteshipStatusAt(held, at(9 * HOUR))).toBe('on_hold');
    expect(biteshipStatusAt(held, at(30 * DAY))).toBe('on_hold');
    expect(trackingHistory(held, at(30 * DAY)).at(-1)?.description).toContain('tertahan');
    expect(deliveredAt(held)).toBeNull();
  });

  it('never holds an id the fake server books, unless the seed asks for it', () => {
    const rng = createRng(7);
    for (let i = 0; i < 500; i += 1) expect(isHeldShipment(biteshipOrderId(rng))).toBe(false);
    expect(isHeldShipment(biteshipOrderId(rng, true))).toBe(true);
    expect(biteshipOrderId(rng)).toMatch(/^[0-9a-f]{24}$/);
  });

  it('lets only the first four statuses be cancelled, as Biteship does', () => {
    expect(CANCELLABLE_BITESHIP_STATUSES).toEqual(['confirmed', 'scheduled', 'allocated', 'picking_up']);
  });
});

describe('estimatedDelivery', () => {
  it.each([
    ['2-3', '2026-03-18T03:00:00.000Z'],
    ['1', '2026-03-16T03:00:00.000Z'],
    ['4-7', '2026-03-22T03:00:00.000Z'],
    ['2 - 4 hari', '2026-03-19T03:00:00.000Z'],
    ['', null],
    [null, null],
    ['secepatnya', null],
  ])('reads %j as the last day of the promise: %s', (estimate, expected) => {
    expect(estimatedDelivery(CREATED, estimate)).toBe(expected);
  });

  it('has no estimate without a readable creation time', () => {
    expect(estimatedDelivery('bukan tanggal', '2-3')).toBeNull();
  });
});
