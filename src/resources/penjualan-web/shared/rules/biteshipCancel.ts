/**
 * Biteship's cancellation reasons (`cancellation_reason_code` of its cancel-order API) as the admin
 * picks them; 'others' needs a written reason.
 */
export const BITESHIP_CANCEL_REASONS = {
  change_courier: 'Ganti kurir',
  pickup_delay: 'Penjemputan terlambat',
  change_address: 'Ganti alamat',
  others: 'Lainnya',
} as const;

export type BiteshipCancelReason = keyof typeof BITESHIP_CANCEL_REASONS;

export const BITESHIP_CANCEL_REASON_CODES = Object.keys(BITESHIP_CANCEL_REASONS) as BiteshipCancelReason[];

/** Whether a cancellation can be sent: a known code, and a written reason when the code is 'others'. */
export const biteshipCancelReady = (code: string, customReason: string): boolean =>
  code in BITESHIP_CANCEL_REASONS && (code !== 'others' || customReason.trim() !== '');
