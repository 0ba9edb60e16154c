import { penjualanWebMessages } from '../messages';

/**
 * What free shipping sends as its waybill when it starts (order spec §4: a fixed no-tracking marker
 * whose value is never shown). The fake server stores it as the real one would.
 */
export const NO_TRACKING_WAYBILL = 'TANPA-RESI';

/** The waybill as administrators see it: none for the no-tracking marker or a blank. */
export const shownWaybill = (resi: string | null | undefined): string | null => {
  const text = resi?.trim() ?? '';
  return text === '' || text === NO_TRACKING_WAYBILL ? null : text;
};

/**
 * The waybill as a line of text wherever it is shown (card, detail, tracking, transaction): the number,
 * the no-tracking marker in words ('Dikirim tanpa resi (kurir toko)'), or null when there is none.
 */
export const waybillText = (resi: string | null | undefined): string | null =>
  resi?.trim() === NO_TRACKING_WAYBILL ? penjualanWebMessages.order.noTrackingWaybill : shownWaybill(resi);

/** A history note as the server wrote it ('Resi TANPA-RESI'), the marker replaced by its words. */
export const withWaybillInWords = (text: string): string =>
  text.replace(new RegExp(`Resi\\s+${NO_TRACKING_WAYBILL}\\b|${NO_TRACKING_WAYBILL}`, 'g'), penjualanWebMessages.order.noTrackingWaybill);
