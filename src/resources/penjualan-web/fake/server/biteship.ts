import { createRng } from '../../../../fake-api/random';
import type { TrackingHistory } from '../../schemas';

/**
 * The fake Biteship: how a courier order moves once it is created, computed from the time it was
 * created and the time of the question, so a shipment advances by itself as the clock runs (no timer,
 * nothing stored but the creation time). Pure: the same order asked at the same `now` always answers
 * the same.
 *
 * Statuses are Biteship's own (its order-status table): confirmed → allocated → picking_up → picked →
 * dropping_off → delivered, or on_hold for a held shipment. The pace is a demo's, not a courier's: the
 * first steps within minutes, delivery after three to six hours, so a demo sees a shipment move; the
 * estimated delivery still follows the service's promise (`estimasi_ongkir_hari`).
 */

/** Every status Biteship reports for an order. */
export const BITESHIP_STATUSES = [
  'confirmed',
  'scheduled',
  'allocated',
  'picking_up',
  'picked',
  'dropping_off',
  'delivered',
  'on_hold',
  'cancelled',
  'rejected',
  'courier_not_found',
  'return_in_transit',
  'returned',
  'disposed',
] as const;
export type BiteshipStatus = (typeof BITESHIP_STATUSES)[number];

/** Biteship cancels an order only before the courier has the package (its order-status table). */
export const CANCELLABLE_BITESHIP_STATUSES: readonly BiteshipStatus[] = ['confirmed', 'scheduled', 'allocated', 'picking_up'];

/** A shipment as the simulation needs it. */
export interface Shipment {
  biteshipOrderId: string;
  /** When the courier order was created (ISO). */
  createdAt: string;
  courierName: string;
  senderCity: string;
  recipientCity: string;
  recipientName: string;
}

type Place = 'sender' | 'recipient';

interface Step {
  status: BiteshipStatus;
  /** Minutes after creation, drawn per order between these bounds. */
  minutes: readonly [min: number, max: number];
  place: Place;
  describe: (shipment: Shipment) => string;
}

const STEPS: readonly Step[] = [
  {
    status: 'confirmed',
    minutes: [0, 0],
    place: 'sender',
    describe: (s) => `Order dikonfirmasi dan resi diterbitkan. Mencari kurir ${s.courierName} terdekat untuk penjemputan.`,
  },
  { status: 'allocated', minutes: [2, 5], place: 'sender', describe: (s) => `Kurir ${s.courierName} telah ditugaskan dan akan menjemput paket.` },
  { status: 'picking_up', minutes: [10, 20], place: 'sender', describe: () => 'Kurir dalam perjalanan menuju gudang toko untuk menjemput paket.' },
  { status: 'picked', minutes: [30, 60], place: 'sender', describe: (s) => `Paket telah dijemput kurir dan diproses di hub ${s.senderCity}.` },
  { status: 'dropping_off', minutes: [90, 180], place: 'recipient', describe: (s) => `Paket dalam perjalanan menuju alamat penerima di ${s.recipientCity}.` },
  { status: 'delivered', minutes: [200, 360], place: 'recipient', describe: (s) => `Paket telah diterima oleh ${s.recipientName}.` },
];

/** A held shipment stops after pickup and waits at the hub, as couriers hold a parcel whose address needs checking. */
const HELD_AFTER = 'picked';
const HOLD_STEP: Step = {
  status: 'on_hold',
  minutes: [240, 480],
  place: 'sender',
  describe: (s) => `Paket tertahan di hub transit ${s.senderCity}: alamat penerima perlu dikonfirmasi ulang.`,
};

/**
 * Which shipments the fake Biteship holds: those whose id ends in `0`. The seed picks such ids for its
 * stuck shipments; ids the fake server creates never end in `0`, so an order created in a demo is
 * always delivered.
 */
export const HELD_ID_SUFFIX = '0';
export const isHeldShipment = (biteshipOrderId: string): boolean => biteshipOrderId.endsWith(HELD_ID_SUFFIX);

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** FNV-1a: a stable 32-bit number from the id, so each shipment keeps its own pace. */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

interface PlannedStep {
  step: Step;
  at: number;
}

/** Every step the shipment will go through, with its time; later steps are always later. */
const plan = (shipment: Pick<Shipment, 'biteshipOrderId' | 'createdAt'>): PlannedStep[] => {
  const start = Date.parse(shipment.createdAt);
  if (Number.isNaN(start)) return [];
  const rng = createRng(hashOf(shipment.biteshipOrderId));
  const held = isHeldShipment(shipment.biteshipOrderId);
  const steps: Step[] = [];
  for (const step of STEPS) {
    steps.push(step);
    if (held && step.status === HELD_AFTER) {
      steps.push(HOLD_STEP);
      break;
    }
  }
  let previous = -1;
  return steps.map((step) => {
    const [min, max] = step.minutes;
    const minutes = Math.max(previous + 1, rng.int(min, max));
    previous = minutes;
    return { step, at: start + minutes * MINUTE_MS };
  });
};

/** The shipment's history up to `now`, oldest first (what Biteship's tracking answers). */
export const trackingHistory = (shipment: Shipment, now: Date): TrackingHistory[] =>
  plan(shipment)
    .filter(({ at }) => at <= now.getTime())
    .map(({ step, at }) => ({
      status: step.status,
      description: step.describe(shipment),
      location: step.place === 'sender' ? shipment.senderCity : shipment.recipientCity,
      timestamp: new Date(at).toISOString(),
    }));

/** The shipment's status at `now`: its latest history entry (confirmed before anything has happened). */
export const biteshipStatusAt = (shipment: Shipment, now: Date): BiteshipStatus => {
  const history = trackingHistory(shipment, now);
  return (history[history.length - 1]?.status as BiteshipStatus | undefined) ?? 'confirmed';
};

/** When the shipment is (or will be) delivered, or null for a held one. */
export const deliveredAt = (shipment: Pick<Shipment, 'biteshipOrderId' | 'createdAt'>): string | null => {
  const delivered = plan(shipment).find(({ step }) => step.status === 'delivered');
  return delivered ? new Date(delivered.at).toISOString() : null;
};

/**
 * The service's promised delivery date: the creation time plus the longest day count in the
 * estimate ('2-3' → 3 days, '1' → 1 day). Null when the estimate names no days.
 */
export const estimatedDelivery = (createdAt: string, estimasiHari: string | null | undefined): string | null => {
  const start = Date.parse(createdAt);
  const days = (estimasiHari ?? '').match(/\d+/g)?.map(Number) ?? [];
  if (Number.isNaN(start) || days.length === 0) return null;
  return new Date(start + Math.max(...days) * DAY_MS).toISOString();
};
