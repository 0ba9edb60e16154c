import type { RefundReportRow } from './schemas';

/** The spec's refund statuses with a colour (catalogue spec §2): SELESAI green, DIPROSES yellow, DITOLAK red, others grey. */
export type RefundStatusColor = 'success' | 'warning' | 'error' | 'default';

/** The spec's yellow for DIPROSES (the theme's warning is orange), with text dark enough to read on it. */
export const REFUND_YELLOW = { fill: '#f9c80e', text: 'rgba(0, 0, 0, 0.87)' } as const;

export const refundStatusColor = (status: string): RefundStatusColor => {
  switch (status.toUpperCase()) {
    // COMPLETED: the English word some servers send (order spec §4: it reads as done).
    case 'SELESAI':
    case 'COMPLETED':
      return 'success';
    case 'DIPROSES':
      return 'warning';
    case 'DITOLAK':
      return 'error';
    default:
      return 'default';
  }
};

/** The refund's date: `tanggal_refund`, else `created_at` (catalogue spec §3). */
export const refundDate = (row: RefundReportRow): string | null => row.tanggal_refund ?? row.created_at ?? null;

/** The spec's refund statuses, in the order the totals list them. */
export const STATUS_ORDER = ['SELESAI', 'DIPROSES', 'DITOLAK'] as const;

export interface RefundStatusTotal {
  status: string;
  count: number;
  total: number;
}

/** Count and rupiah per status: the spec's three first (when present), then any other in name order. */
export const refundTotalsByStatus = (rows: readonly RefundReportRow[]): RefundStatusTotal[] => {
  const totals = new Map<string, RefundStatusTotal>();
  for (const row of rows) {
    const status = row.status_refund.toUpperCase();
    const entry = totals.get(status) ?? { status, count: 0, total: 0 };
    entry.count += 1;
    entry.total += row.nominal_refund;
    totals.set(status, entry);
  }
  const rank = (status: string) => {
    const index = (STATUS_ORDER as readonly string[]).indexOf(status);
    return index === -1 ? STATUS_ORDER.length : index;
  };
  return [...totals.values()].sort((a, b) => rank(a.status) - rank(b.status) || a.status.localeCompare(b.status));
};

export const refundGrandTotal = (rows: readonly RefundReportRow[]) => rows.reduce((sum, row) => sum + row.nominal_refund, 0);
