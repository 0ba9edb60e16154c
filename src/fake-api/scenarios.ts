import { createSeedDb, DEMO_ACCOUNT } from './db';
import type { FakeArea, FakeDb, ScenarioContext, ScenarioFigure, ScenarioId, SeedSize } from './model';

export type { ScenarioContext, ScenarioContribution, ScenarioFigure, ScenarioFigures, ScenarioId } from './model';

/**
 * Demo scenarios: one click puts the demo world into a named situation for a rehearsal. A scenario is a
 * fresh seed from the current date plus what each area adds for it (`FakeArea.scenarios`), written
 * through the areas' own fake paths (orders paid by the payment verification, refunds by the cancel),
 * so the dashboard, the Order Center, the cash screens and the reports agree without a figure being set.
 * The kernel names the scenarios and the counts each promises; it knows no area.
 */
export const SCENARIO_IDS = ['busy-morning', 'late-courier', 'end-of-month'] as const satisfies readonly ScenarioId[];
// The model's union names exactly these: a scenario added there and not here (or the reverse) does not compile.
const listsEveryScenario: Exclude<ScenarioId, (typeof SCENARIO_IDS)[number]> extends never ? true : never = true;
void listsEveryScenario;

export const isScenarioId = (value: unknown): value is ScenarioId => SCENARIO_IDS.includes(value as ScenarioId);

/** Busy morning: orders placed and paid this morning (Jakarta), LUNAS and ready to ship. */
export const BUSY_MORNING_PAID_ORDERS = 20;
/** Late courier: shipments in transit with no news for longer than the stuck limit (7 days). */
export const LATE_COURIER_STUCK_SHIPMENTS = 6;
/** End of month: customers' payments waiting in Cash In. */
export const END_OF_MONTH_PENDING_PAYMENTS = 8;
/** End of month: manual-transfer refunds waiting in Refund Management. */
export const END_OF_MONTH_PENDING_REFUNDS = 5;

export interface ScenarioInfo {
  id: ScenarioId;
  label: string;
  description: string;
}

/**
 * What QA reads in the scenario list: a name and one line saying what it adds. What the screens then
 * show, the seed's own records included, is computed from the resulting data (`scenarioFigures`).
 */
export const DEMO_SCENARIOS: readonly ScenarioInfo[] = [
  {
    id: 'busy-morning',
    label: 'Pagi yang sibuk',
    description: `${BUSY_MORNING_PAID_ORDERS} pesanan baru dibayar pagi ini, lunas dan siap dikirim.`,
  },
  {
    id: 'late-courier',
    label: 'Kurir terlambat',
    description: `${LATE_COURIER_STUCK_SHIPMENTS} kiriman baru dalam perjalanan tanpa kabar lebih dari 7 hari.`,
  },
  {
    id: 'end-of-month',
    label: 'Tutup buku akhir bulan',
    description: `${END_OF_MONTH_PENDING_PAYMENTS} pembayaran baru menunggu Cash In dan ${END_OF_MONTH_PENDING_REFUNDS} refund baru menunggu dicairkan.`,
  },
];

export const unknownScenarioMessage = `Skenario demo tidak dikenal (pakai ${SCENARIO_IDS.join(', ')}).`;

/** 'Cash In: 16 pembayaran menunggu (8 baru)'. */
export const figureText = (figure: ScenarioFigure): string => `${figure.screen}: ${figure.shows} (${figure.added} baru)`;

/** What the screens show after scenario `id` put `db` into it at `now`: every area's figures. */
export const scenarioFigures = (id: ScenarioId, db: FakeDb, now: Date, areas: readonly FakeArea[]): ScenarioFigure[] =>
  areas.flatMap((area) => area.scenarioFigures?.[id]?.(db, now) ?? []);

/** Every area's contribution to scenario `id`, written into `db` (a fresh seed at `now`). */
const applyScenario = (id: ScenarioId, db: FakeDb, now: Date, areas: readonly FakeArea[]): FakeDb => {
  const ctx: ScenarioContext = { now, by: DEMO_ACCOUNT.email };
  for (const area of areas) area.scenarios?.[id]?.(db, ctx);
  return db;
};

/**
 * A fresh database of `size` seeded at `now`, then every area's contribution to the scenario. Sessions
 * are the caller's to keep (as with a reset).
 */
export const createScenarioDb = (id: ScenarioId, now: Date, areas: readonly FakeArea[], size: SeedSize = 'demo'): FakeDb => {
  if (!isScenarioId(id)) throw new Error(unknownScenarioMessage);
  return applyScenario(id, createSeedDb(now, areas, size), now, areas);
};

/**
 * What each scenario would make the screens show if applied at `now` on a seed of `size`: the scenario
 * list states it before QA chooses. One seed for all three (a copy each), the same worlds
 * `createScenarioDb` builds.
 */
export const previewScenarios = (now: Date, areas: readonly FakeArea[], size: SeedSize = 'demo'): Record<ScenarioId, ScenarioFigure[]> => {
  const seed = createSeedDb(now, areas, size);
  const entries = SCENARIO_IDS.map((id): [ScenarioId, ScenarioFigure[]] => [id, scenarioFigures(id, applyScenario(id, structuredClone(seed), now, areas), now, areas)]);
  return Object.fromEntries(entries) as Record<ScenarioId, ScenarioFigure[]>;
};
