import { JAKARTA_TIME_ZONE } from './jakartaTime';
import { once } from './once';

// Each formatter is built once, on first use (`once`): not at module load, nor for every cell of a table.

const wholeNumber = once(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }));

/**
 * Rupiah without decimals in the Indonesian format: `Rp1.250.000`, `-Rp5.000`, and `Rp0` for an empty
 * value. Written out rather than Intl's currency style, which inserts a (locale-dependent) space.
 */
export const formatRupiah = (value: number | string | null | undefined): string => {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'Rp0';
  const rounded = Math.round(amount);
  const digits = wholeNumber().format(Math.abs(rounded));
  return `${rounded < 0 ? '-' : ''}Rp${digits}`;
};

/** Whole numbers with Indonesian thousands separators: `1.250`. */
export const formatNumber = (value: number | null | undefined): string => wholeNumber().format(value ?? 0);

const toDate = (value: Date | string | number | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const dateFormatter = once(() => new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }));

const timeFormatter = once(() => new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/** `22 November 2026` in Jakarta, or '' for a missing or invalid value. */
export const formatDate = (value: Date | string | number | null | undefined): string => {
  const date = toDate(value);
  return date ? dateFormatter().format(date) : '';
};

/** `22 November 2026, 09.05 WIB`, or '' for a missing or invalid value. */
export const formatDateTimeWIB = (value: Date | string | number | null | undefined): string => {
  const date = toDate(value);
  return date ? `${dateFormatter().format(date)}, ${timeFormatter().format(date)} WIB` : '';
};
