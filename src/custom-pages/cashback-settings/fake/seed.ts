import type { CashbackSettings } from '../schemas';

/** A modest running programme: 2.5 % back, at most Rp50.000 per order. */
export const seedCashbackSettings = (): CashbackSettings => ({
  persen_cashback: 2.5,
  maksimal_cashback_per_order: 50000,
  aktif: true,
});
