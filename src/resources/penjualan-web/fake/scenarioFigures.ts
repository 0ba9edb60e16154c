import type { FakeArea } from '../../../fake-api/area';
import type { FakeDb } from '../../../fake-api/db';
import { BUSY_MORNING_PAID_ORDERS, LATE_COURIER_STUCK_SHIPMENTS, type ScenarioFigure } from '../../../fake-api/scenarios';
import { formatNumber } from '../../../domain/format';
import { format } from '../../../i18n/format';
import { penjualanWebMessages } from '../shared/messages';
import { ordersInTab } from '../shared/rules/orderCenterTab';
import { isReadyToShip } from '../shared/rules/status';
import { stuckReason } from '../shared/rules/stuck';
import type { Order } from '../schemas';
import { syncBiteshipStatuses } from './server/tracking';

const m = penjualanWebMessages.center;

/**
 * What the Order Center's queue counts ('9 orders found') with one of its filters on, in the 'Semua
 * Order' tab without completed orders: the screen's own rules over the orders as the list call reads
 * them, Biteship statuses brought up to date first (on a copy: a statement never writes).
 */
const queueFigure = (db: FakeDb, now: Date, filter: string, keeps: (order: Order) => boolean, added: number): ScenarioFigure => {
  const orders = structuredClone(db.penjualanWeb);
  syncBiteshipStatuses(orders, now);
  const total = ordersInTab(orders, 'all-orders', false).filter(keeps).length;
  return { screen: `${m.title} · ${filter}`, shows: format(m.ordersFound, { count: formatNumber(total) }), total, added };
};

/** The orders' part of the scenarios' statements (`fake-api/scenarios.ts`). */
export const penjualanWebScenarioFigures: NonNullable<FakeArea['scenarioFigures']> = {
  'busy-morning': (db, now) => [queueFigure(db, now, m.readyOnly, isReadyToShip, BUSY_MORNING_PAID_ORDERS)],
  'late-courier': (db, now) => [queueFigure(db, now, m.stuckOnly, (order) => stuckReason(order, now) !== null, LATE_COURIER_STUCK_SHIPMENTS)],
};
