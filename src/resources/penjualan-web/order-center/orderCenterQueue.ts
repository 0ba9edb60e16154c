import { entityIdOf } from '../../../domain/entity';
import { matchesCourierFilter } from '../shared/rules/courierFilter';
import { ordersInTab } from '../shared/rules/orderCenterTab';
import { compareForQueue } from '../shared/rules/priority';
import { awaitsShopAction, isReadyToShip } from '../shared/rules/status';
import { stuckReason } from '../shared/rules/stuck';
import { entityOf } from '../shared/rules/summary';
import type { Order } from '../schemas';
import type { WalkQuery } from '../shared/useOrderWalk';
import type { OrderCenterFilters } from './filters';

/** The Order Center's queue without React: what it asks the server for and what it shows of the answer. */

/**
 * Cards shown at once; 'Tampilkan lebih banyak' adds as many again. A hundred cards of a hundred and
 * fifty components each took a quarter of a second of main-thread work at every tab switch, and 24
 * still took over 200 ms on this machine; 12 fill more than a laptop's screen in two or three columns.
 */
export const CARDS_PER_STEP = 12;

/**
 * The cards the Order Center's first paint holds: what a tall window shows (two rows of three at its widest
 * grid, below the summary); the rest of the step follows once that has painted (`useFirstItemsFirst`).
 */
export const FIRST_PAINT_CARDS = 6;


/**
 * The queue's query for the filters: the server may narrow by these hints and send the most urgent
 * first (`sort=priority`), the screen applies the same rules and the same order again to what comes
 * back. `entitas_id` is the spec's; the others are ours. A server that ignores `sort` sends its newest
 * orders first: the screen then shows the pages it has in the queue's order, and 'Tampilkan lebih
 * banyak' brings older ones, which may sort above cards already shown.
 */
export const queueQuery = (filters: OrderCenterFilters): WalkQuery => ({
  ...(filters.tab !== 'all-orders' ? { tab: filters.tab } : {}),
  ...(filters.entity !== 'ALL' ? { entitas_id: entityIdOf(filters.entity) } : {}),
  ...(filters.courier ? { courier: filters.courier } : {}),
  include_completed: filters.showCompleted,
  ...(filters.stuckOnly ? { stuck: true } : {}),
  ...(filters.readyOnly ? { ready: true } : {}),
  ...(filters.pendingOnly ? { pending: true } : {}),
  sort: 'priority',
});

/**
 * Without the server's summary the cards are counted from the orders themselves, so the screen walks
 * every order once, finished ones included, and each tab and filter is a view of that one list.
 */
export const EVERY_ORDER: WalkQuery = { include_completed: true };

/** What the screen shows of what came back: the tab's rules, entity, courier and stuck filters, queue order. */
export const visibleOrders = (orders: readonly Order[], filters: OrderCenterFilters, now: Date): Order[] =>
  ordersInTab(orders, filters.tab, filters.showCompleted)
    .filter((order) => filters.entity === 'ALL' || entityOf(order) === filters.entity)
    .filter((order) => matchesCourierFilter(order, filters.courier))
    .filter((order) => !filters.stuckOnly || stuckReason(order, now) !== null)
    .filter((order) => !filters.readyOnly || isReadyToShip(order))
    .filter((order) => !filters.pendingOnly || awaitsShopAction(order))
    .sort(compareForQueue);
