import type { FakeArea } from '../../../fake-api/area';
import type { FakeDb } from '../../../fake-api/db';
import { BUSY_MORNING_PAID_ORDERS, END_OF_MONTH_PENDING_PAYMENTS, END_OF_MONTH_PENDING_REFUNDS, type ScenarioFigure } from '../../../fake-api/scenarios';
import { format } from '../../../i18n/format';
import { pendingCashMessages as m } from '../messages';
import { entriesFor, type CashMode } from '../rules';

/**
 * What Cash In or Refund Management shows: every pending entry of its kind (`entriesFor`, the screen's
 * own rule) in its count line ('16 pembayaran menunggu'), with the scenario's own additions.
 */
const texts = (mode: CashMode) => (mode === 'in' ? m.cashIn : m.cashOut);

const cashFigure = (mode: CashMode, db: FakeDb, added: number): ScenarioFigure => {
  const total = entriesFor(mode, db.pendingCash).length;
  return {
    screen: texts(mode).menu,
    shows: format(texts(mode).pendingCount, { count: total }),
    total,
    added,
  };
};

/** Pending cash's part of the scenarios' statements (`fake-api/scenarios.ts`). */
export const pendingCashScenarioFigures: NonNullable<FakeArea['scenarioFigures']> = {
  'busy-morning': (db) => [cashFigure('in', db, BUSY_MORNING_PAID_ORDERS)],
  'end-of-month': (db) => [cashFigure('in', db, END_OF_MONTH_PENDING_PAYMENTS), cashFigure('out', db, END_OF_MONTH_PENDING_REFUNDS)],
};
