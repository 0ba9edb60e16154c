import type { CashbackSettings } from './schemas';
import { isUnreadableNumber, MAX_RUPIAH, unreadableNumberError } from '../../domain/number';
import { rupiahError } from '../../domain/validation';
import { cashbackSettingsMessages as m } from './messages';

/**
 * Cashback programme rules (catalogue spec §5): percent 0-100 in steps of 0.1, maximum per order from 0
 * in steps of 1000, both required. Shared by the settings form and the fake server.
 */
export const CASHBACK_PERCENT_STEP = 0.1;
export const CASHBACK_MAX_STEP = 1000;

export interface CashbackFormValues {
  persen_cashback?: number | string | null;
  maksimal_cashback_per_order?: number | string | null;
  aktif?: boolean | null;
}

export type CashbackFormErrors = Partial<Record<'persen_cashback' | 'maksimal_cashback_per_order', string>>;

const amount = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
};

/** Whether `value` is a whole multiple of `step`, allowing for binary fractions (0.1 * 3 !== 0.3). */
const isMultipleOf = (value: number, step: number): boolean => {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
};

export const cashbackFormErrors = (values: CashbackFormValues): CashbackFormErrors => {
  const errors: CashbackFormErrors = {};

  const persen = amount(values.persen_cashback);
  // Text the number rule refused (domain/number) says why; too many decimals is the spec's step rule.
  const persenTyped = isUnreadableNumber(values.persen_cashback) ? values.persen_cashback : null;
  if (persenTyped) errors.persen_cashback = persenTyped.problem === 'fraction' ? m.persenStep : persenTyped.error;
  else if (persen === null) errors.persen_cashback = m.persenRequired;
  else if (Number.isNaN(persen) || persen < 0 || persen > 100) errors.persen_cashback = m.persenRange;
  else if (!isMultipleOf(persen, CASHBACK_PERCENT_STEP)) errors.persen_cashback = m.persenStep;

  const maksimal = amount(values.maksimal_cashback_per_order);
  const maksimalTyped = unreadableNumberError(values.maksimal_cashback_per_order);
  if (maksimalTyped) errors.maksimal_cashback_per_order = maksimalTyped;
  else if (maksimal === null) errors.maksimal_cashback_per_order = m.maksimalRequired;
  else if (Number.isNaN(maksimal) || maksimal < 0) errors.maksimal_cashback_per_order = m.maksimalNegative;
  // Beyond the shop's maximum first: 1e300 is a "multiple" of 1000 to floating point.
  else if (maksimal > MAX_RUPIAH) errors.maksimal_cashback_per_order = rupiahError(maksimal) ?? m.maksimalStep;
  else if (!isMultipleOf(maksimal, CASHBACK_MAX_STEP)) errors.maksimal_cashback_per_order = m.maksimalStep;

  return errors;
};

/** The first broken rule's message, or null. */
export const firstCashbackError = (values: CashbackFormValues): string | null => {
  const errors = cashbackFormErrors(values);
  return errors.persen_cashback ?? errors.maksimal_cashback_per_order ?? null;
};

/** The POST body; percent rounded to its 0.1 step so 12.300000000000001 is sent as 12.3. */
export const toCashbackPayload = (values: CashbackFormValues): CashbackSettings => ({
  persen_cashback: Math.round(Number(values.persen_cashback ?? 0) * 10) / 10,
  maksimal_cashback_per_order: Math.round(Number(values.maksimal_cashback_per_order ?? 0)),
  aktif: Boolean(values.aktif),
});
