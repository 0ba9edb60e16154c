import type { DashboardSummary } from '../contract';
import { awaitsShopAction, type Order } from '../../../resources/penjualan-web/public';
import { isSameJakartaDay, jakartaDay, startOfJakartaMonth } from '../../../domain/jakartaTime';
import { salesTotals } from '../../../resources/penjualan-web/fake/public';

/**
 * The fake server's reading of the three dashboard numbers, in Jakarta calendar days:
 * - orders today: every order placed today, whatever its status;
 * - turnover this month: `total_akhir` of this month's sales (`salesTotals`, the sales report's own rule:
 *   paid orders, LUNAS), refunds not deducted;
 * - unprocessed: orders that still need the shop's action before shipping (`awaitsShopAction`: transfer
 *   awaiting confirmation, or paid and not yet shipped), the rule the Order Center's 'Belum diproses'
 *   filter applies, so the card's link lists exactly that many.
 */
export const summariseOrders = (orders: readonly Order[], now: Date): DashboardSummary => {
  let orderToday = 0;
  let pending = 0;
  const month = jakartaDay(now);
  const salesMonth = salesTotals(orders, startOfJakartaMonth(month), startOfJakartaMonth({ year: month.year, month: month.month + 1 })).total_penjualan;
  for (const order of orders) {
    const placed = new Date(order.tanggal_pesan);
    if (isSameJakartaDay(placed, now)) orderToday += 1;
    if (awaitsShopAction(order)) pending += 1;
  }
  return { order_today_count: orderToday, sales_month_total: salesMonth, pending_order_count: pending };
};
