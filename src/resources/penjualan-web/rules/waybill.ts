/**
 * What free shipping sends as its waybill when it starts (spec section 4: a fixed no-tracking marker
 * whose value is never shown). The fake server stores it as the real one would.
 */
export const NO_TRACKING_WAYBILL = 'TANPA-RESI';

/** The waybill as administrators see it: none for the no-tracking marker or a blank. */
export const shownWaybill = (resi: string | null | undefined): string | null => {
  const text = resi?.trim() ?? '';
  return text === '' || text === NO_TRACKING_WAYBILL ? null : text;
};
