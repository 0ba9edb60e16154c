import type { Order } from '../../../resources/penjualan-web/public';
import { salesIn, salesTotals } from '../../../resources/penjualan-web/fake/public';
import { reportBuckets, reportRange, type ReportQuery } from '../../../domain/reportPeriod';
import type { SalesReport } from '../schemas';

/**
 * The sales report as the fake server computes it: the sale orders (`salesIn`, the dashboard's own
 * rule) placed in the period's Jakarta days, their count and total, and the same per hour, day or month.
 */
export const salesReport = (orders: readonly Order[], query: ReportQuery): SalesReport => {
  const { from, to } = reportRange(query);
  const sales = salesIn(orders, from, to);
  return {
    ...salesTotals(sales, from, to),
    rincian: reportBuckets(query).map((bucket) => ({
      periode: bucket.periode,
      label: bucket.label,
      ...salesTotals(sales, bucket.from, bucket.to),
    })),
  };
};
