import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { numeric } from '../../api/schemas/common';
import { dashboardMessages as m } from './messages';

export const dashboardSummary = z.object({
  order_today_count: numeric,
  sales_month_total: numeric,
  pending_order_count: numeric,
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const dashboardContract = {
  summary: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/dashboard-summary',
    // An empty body is the "no data" state ('Data ringkasan tidak tersedia.'), not a contract error.
    response: z.union([dashboardSummary, z.strictObject({}), z.null()]),
    unwrap: (raw): DashboardSummary | null => (raw && 'order_today_count' in raw ? (raw as DashboardSummary) : null),
  }),
};
