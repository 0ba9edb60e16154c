/** Pending cash's addresses under /admin (operations spec: /admin/cash-in, /admin/refund-management). Build links with these. */
export const pendingCashRoutes = {
  cashIn: () => '/cash-in',
  /** With an entry's id, the list shows that entry alone (the refund success links its pending-cash ID here). */
  refundManagement: (entryId?: string | number) => (entryId === undefined || String(entryId) === '' ? '/refund-management' : `/refund-management?id=${encodeURIComponent(String(entryId))}`),
} as const;
