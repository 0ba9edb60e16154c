import { jakartaDay, startOfJakartaDay } from '../../../domain/jakartaTime';
import type { FakeArea } from '../../../fake-api/area';
import { nextId, type FakeDb } from '../../../fake-api/db';
import { createRng, type Rng } from '../../../fake-api/random';
import {
  BUSY_MORNING_PAID_ORDERS,
  END_OF_MONTH_PENDING_PAYMENTS,
  END_OF_MONTH_PENDING_REFUNDS,
  LATE_COURIER_STUCK_SHIPMENTS,
  type ScenarioContext,
} from '../../../fake-api/scenarios';
import type { Order } from '../schemas';
import { CANCEL_REASONS } from './seed/notes';
import { HOUR_MS, MINUTE_MS } from './seed/orderTimes';
import { cashLedger } from './server/cashLedger';
import { confirmTransfer } from './server/payments';
import { recordOrderRefund } from './server/refunds';
import { buildOrder, type Scenario, type SeedShipping } from './seed/seed';
import { cancelOrder, type StepContext } from './server/transitions';

/**
 * The orders' part of the demo scenarios (`fake-api/scenarios.ts`). New orders are drawn by the seed's
 * own `buildOrder`, then moved on by the server's own steps: a transfer verified by `confirmTransfer`
 * (its payment waits in Cash In), a paid order cancelled by `cancelOrder` with its refund recorded as the
 * cancel call does (`recordOrderRefund`: a PENDING refund in Refund Management). Payments of orders drawn
 * already paid go into the ledger by pending cash's own rule (`recordSeedPayment`), through the ledger
 * pending cash connects (`server/cashLedger.ts`). The dashboard, the
 * Order Center, the cash screens and the reports all read these records, so they agree.
 */

/** Its own PRNG stream: the same `now` gives the same scenario, and the seed's orders stay as they were. */
const SCENARIO_SEED = 0x5cea_0014;

type Forced = Omit<Scenario, 'targetHours'>;

const lastDetailId = (db: FakeDb): number =>
  db.penjualanWeb.reduce((max, order) => order.items.reduce((m, item) => Math.max(m, Number(item.id_detail) || 0), max), 0);

/** A new order placed at `at`, drawn as the seed draws its orders, with the next free ids. */
const placeOrder = (db: FakeDb, rng: Rng, at: Date, now: Date, forced: Forced): Order => {
  const order = buildOrder(rng, nextId(db.penjualanWeb), at, now, lastDetailId(db) + 1, forced);
  db.penjualanWeb.push(order);
  return order;
};

/** When the order entered its present state (the seed's last event). */
const since = (order: Order): number => Date.parse(order.status_changed_at ?? order.tanggal_pesan);

/** An admin verifies the customer's transfer `afterMinutes` after it came in, never after `now`. */
const verifyTransfer = (db: FakeDb, order: Order, afterMinutes: number, ctx: ScenarioContext): StepContext => {
  const step: StepContext = { now: new Date(Math.min(since(order) + afterMinutes * MINUTE_MS, ctx.now.getTime())), by: ctx.by };
  confirmTransfer(db, order, step);
  return step;
};

/**
 * This morning in Jakarta: from 06:00 up to now (at most noon); before 06:30 the day so far. The last
 * orders land a couple of minutes before `now`, so every step after them still lies in the past.
 */
export const morningWindow = (now: Date): { from: number; to: number } => {
  const midnight = startOfJakartaDay(jakartaDay(now)).getTime();
  const nowMs = now.getTime();
  const six = midnight + 6 * HOUR_MS;
  const from = nowMs - six >= 30 * MINUTE_MS ? six : midnight;
  const to = Math.max(from, Math.min(nowMs - 2 * MINUTE_MS, midnight + 12 * HOUR_MS));
  return { from, to };
};

/** `count` instants spread evenly over [from, to]. */
const spread = (count: number, from: number, to: number): Date[] =>
  Array.from({ length: count }, (_, i) => new Date(Math.round(from + ((to - from) * (i + 0.5)) / count)));

/**
 * Busy morning: BUSY_MORNING_PAID_ORDERS orders placed and paid this morning, LUNAS and SIAP_DIKIRIM.
 * Half are transfers the admin verified (Cash In gets each), half gateway payments or transfers already
 * verified when drawn (recorded as the seed's ledger does).
 */
const busyMorning = (db: FakeDb, ctx: ScenarioContext): void => {
  const rng = createRng(SCENARIO_SEED ^ 1);
  const { from, to } = morningWindow(ctx.now);
  spread(BUSY_MORNING_PAID_ORDERS, from, to).forEach((at, i) => {
    const entity = i % 4 < 2 ? 'CV' : 'PRIBADI';
    if (i % 2 === 0) {
      const order = placeOrder(db, rng, at, ctx.now, { outcome: 'AWAITING_CONFIRMATION', entity });
      verifyTransfer(db, order, rng.int(3, 25), ctx);
    } else {
      const order = placeOrder(db, rng, at, ctx.now, { outcome: 'READY_TO_SHIP', entity: 'CV' });
      cashLedger().recordSeedPayment(db, order, ctx.now);
    }
  });
};

/** How the late shipments went: couriers that never report delivery by themselves, or a Biteship parcel on hold. */
const LATE_SHIPMENTS: ReadonlyArray<{ shipping: SeedShipping; held?: boolean; shippedDaysAgo: number }> = [
  { shipping: 'BITESHIP', held: true, shippedDaysAgo: 8 },
  { shipping: 'GRATIS_ONGKIR', shippedDaysAgo: 8.5 },
  { shipping: 'BITESHIP', held: true, shippedDaysAgo: 9 },
  { shipping: 'CHAT_ADMIN', shippedDaysAgo: 10 },
  { shipping: 'KURIR_LOKAL', shippedDaysAgo: 11 },
  { shipping: 'BITESHIP', held: true, shippedDaysAgo: 12 },
];

/**
 * Late courier: LATE_COURIER_STUCK_SHIPMENTS shipments in transit (DIKIRIM) with no news since they
 * left 8 to 12 days ago, past the 7 days after which the Order Center calls them stuck.
 */
const lateCourier = (db: FakeDb, ctx: ScenarioContext): void => {
  const rng = createRng(SCENARIO_SEED ^ 2);
  for (const late of LATE_SHIPMENTS.slice(0, LATE_COURIER_STUCK_SHIPMENTS)) {
    const shippedHoursAgo = late.shippedDaysAgo * 24;
    const at = new Date(ctx.now.getTime() - (shippedHoursAgo + rng.int(18, 40)) * HOUR_MS);
    const order = placeOrder(db, rng, at, ctx.now, { outcome: 'SHIPPED', shipping: late.shipping, held: late.held, shippedHoursAgo });
    cashLedger().recordSeedPayment(db, order, ctx.now);
  }
};

/**
 * End of month: END_OF_MONTH_PENDING_PAYMENTS transfers verified in the last day and a half, each
 * waiting in Cash In; and END_OF_MONTH_PENDING_REFUNDS orders paid a week ago (their money long cashed
 * in) and cancelled today or yesterday, each refund waiting in Refund Management.
 */
const endOfMonth = (db: FakeDb, ctx: ScenarioContext): void => {
  const rng = createRng(SCENARIO_SEED ^ 3);
  const nowMs = ctx.now.getTime();
  for (let i = 0; i < END_OF_MONTH_PENDING_PAYMENTS; i += 1) {
    const at = new Date(nowMs - (3 + i * 4) * HOUR_MS);
    const order = placeOrder(db, rng, at, ctx.now, { outcome: 'AWAITING_CONFIRMATION', entity: i % 3 === 2 ? 'PRIBADI' : 'CV' });
    verifyTransfer(db, order, rng.int(10, 90), ctx);
  }
  for (let i = 0; i < END_OF_MONTH_PENDING_REFUNDS; i += 1) {
    const at = new Date(nowMs - (5 * 24 + i * 20) * HOUR_MS);
    const order = placeOrder(db, rng, at, ctx.now, { outcome: 'AWAITING_CONFIRMATION', entity: i % 2 === 0 ? 'CV' : 'PRIBADI' });
    verifyTransfer(db, order, rng.int(10, 90), ctx);
    cashLedger().settlePayment(db, order, ctx.now);
    const step: StepContext = { now: new Date(nowMs - (2 + i * 5) * HOUR_MS), by: ctx.by };
    // As POST .../cancel does for a paid order: cancelled, and what it paid goes back as a FULL refund.
    const { reason, refundDue } = cancelOrder(order, { reason: rng.pick(CANCEL_REASONS) }, step);
    recordOrderRefund(db, order, { refundType: 'FULL', amount: refundDue, reason, adminNotes: null, lines: [], newShippingFee: null }, step, { event: false });
  }
};

export const penjualanWebScenarios: NonNullable<FakeArea['scenarios']> = {
  'busy-morning': busyMorning,
  'late-courier': lateCourier,
  'end-of-month': endOfMonth,
};
