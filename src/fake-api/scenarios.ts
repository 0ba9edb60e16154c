import type { FakeArea, SeedSize } from './area';
import { createSeedDb, DEMO_ACCOUNT, type FakeDb } from './db';

/**
 * Demo scenarios: one click puts the demo world into a named situation for a rehearsal. A scenario is a
 * fresh seed from the current date plus what each area adds for it (`FakeArea.scenarios`), written
 * through the areas' own fake paths (orders paid by the payment verification, refunds by the cancel),
 * so the dashboard, the Order Center, the cash screens and the reports agree without a figure being set.
 * The kernel names the scenarios and the counts each promises; it knows no area.
 */
export const SCENARIO_IDS = ['busy-morning', 'late-courier', 'end-of-month'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const isScenarioId = (value: unknown): value is ScenarioId => SCENARIO_IDS.includes(value as ScenarioId);

/** Busy morning: orders placed and paid this morning (Jakarta), LUNAS and ready to ship. */
export const BUSY_MORNING_PAID_ORDERS = 20;
/** Late courier: shipments in transit with no news for longer than the stuck limit (7 days). */
export const LATE_COURIER_STUCK_SHIPMENTS = 6;
/** End of month: customers' payments waiting in Cash In. */
export const END_OF_MONTH_PENDING_PAYMENTS = 8;
/** End of month: manual-transfer refunds waiting in Refund Cash Out. */
export const END_OF_MONTH_PENDING_REFUNDS = 5;

export interface ScenarioInfo {
  id: ScenarioId;
  label: string;
  description: string;
}

/** What QA reads in the scenario list: a name and one line saying what it promises. */
export const DEMO_SCENARIOS: readonly ScenarioInfo[] = [
  {
    id: 'busy-morning',
    label: 'Pagi yang sibuk',
    description: `${BUSY_MORNING_PAID_ORDERS} pesanan dibayar pagi ini, lunas dan siap dikirim.`,
  },
  {
    id: 'late-courier',
    label: 'Kurir terlambat',
    description: `${LATE_COURIER_STUCK_SHIPMENTS} kiriman dalam perjalanan tanpa kabar lebih dari 7 hari.`,
  },
  {
    id: 'end-of-month',
    label: 'Tutup buku akhir bulan',
    description: `${END_OF_MONTH_PENDING_PAYMENTS} pembayaran menunggu Cash In dan ${END_OF_MONTH_PENDING_REFUNDS} refund menunggu dicairkan.`,
  },
];

export const scenarioInfo = (id: ScenarioId): ScenarioInfo => DEMO_SCENARIOS.find((scenario) => scenario.id === id) as ScenarioInfo;

/** What a contribution may read: the clock of the scenario and who the timelines say acted. */
export interface ScenarioContext {
  now: Date;
  /** The demo administrator's email, for the steps an admin takes (verifying a transfer, cancelling). */
  by: string;
}

export type ScenarioContribution = (db: FakeDb, ctx: ScenarioContext) => void;

export const unknownScenarioMessage = `Skenario demo tidak dikenal (pakai ${SCENARIO_IDS.join(', ')}).`;

/**
 * A fresh database of `size` seeded at `now`, then every area's contribution to the scenario. Sessions
 * are the caller's to keep (as with a reset).
 */
export const createScenarioDb = (id: ScenarioId, now: Date, areas: readonly FakeArea[], size: SeedSize = 'demo'): FakeDb => {
  if (!isScenarioId(id)) throw new Error(unknownScenarioMessage);
  const db = createSeedDb(now, areas, size);
  const ctx: ScenarioContext = { now, by: DEMO_ACCOUNT.email };
  for (const area of areas) area.scenarios?.[id]?.(db, ctx);
  return db;
};
