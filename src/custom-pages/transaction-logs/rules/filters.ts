import { displayText } from '../../../domain/displayText';
import { dateProblem } from '../../../domain/validation';
import type { KasLogQuery } from '../../pending-cash/public';
import { jakartaDayOf } from './dailyFlow';
import { KAS_FLOWS, KAS_LOG_TYPES, paymentMethodName, type KasFlow, type KasLogRow, type KasLogType } from './classify';
import { indonesianOrder } from '../../../domain/textOrder';

/**
 * The log's filter state (operations spec §3: transactionType, metodePembayaran, tanggalMulai,
 * tanggalAkhir, tipe, entitas) and its free-text search. The method and the dates are the server's
 * (a change reloads, operations spec §7); the type, the flow, the entity and the search narrow what came back.
 */
export interface KasLogFilters {
  q: string;
  transactionType: KasLogType | '';
  tipe: KasFlow | '';
  metodePembayaran: string;
  /** Jakarta days, `YYYY-MM-DD`, or '' for none. */
  tanggalMulai: string;
  tanggalAkhir: string;
  entitas: string;
}

export const EMPTY_FILTERS: KasLogFilters = { q: '', transactionType: '', tipe: '', metodePembayaran: '', tanggalMulai: '', tanggalAkhir: '', entitas: '' };

/** The address's names for each filter. */
export const FILTER_PARAMS = {
  q: 'q',
  transactionType: 'tipe_transaksi',
  tipe: 'arus',
  metodePembayaran: 'metode',
  tanggalMulai: 'mulai',
  tanggalAkhir: 'akhir',
  entitas: 'entitas',
} as const satisfies Record<keyof KasLogFilters, string>;

const oneOf = <T extends string>(values: readonly T[], value: string): T | '' => ((values as readonly string[]).includes(value) ? (value as T) : '');

/** A day from the address, or '' when it is not one (an edited link never reaches the server). */
const day = (value: string): string => (value !== '' && dateProblem(value) === null ? value : '');

/** The filters a (shared or reloaded) address asks for; anything unreadable is no filter. */
export const readFilters = (params: URLSearchParams): KasLogFilters => {
  const get = (key: keyof KasLogFilters) => (params.get(FILTER_PARAMS[key]) ?? '').trim();
  return {
    q: params.get(FILTER_PARAMS.q) ?? '',
    transactionType: oneOf(KAS_LOG_TYPES, get('transactionType').toUpperCase()),
    tipe: oneOf(KAS_FLOWS, get('tipe').toUpperCase()),
    metodePembayaran: get('metodePembayaran'),
    tanggalMulai: day(get('tanggalMulai')),
    tanggalAkhir: day(get('tanggalAkhir')),
    entitas: get('entitas'),
  };
};

/** The filters as an address's query; empty ones are left out, so no filter is the plain address. */
export const filtersSearch = (filters: KasLogFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of Object.keys(FILTER_PARAMS) as Array<keyof KasLogFilters>) {
    const value = filters[key];
    if (value.trim() !== '') params.set(FILTER_PARAMS[key], value);
  }
  return params;
};

/** True when any filter or the search narrows the log: 'Clear Filters' is shown then (operations spec §2). */
export const hasActiveFilters = (filters: KasLogFilters): boolean => (Object.keys(FILTER_PARAMS) as Array<keyof KasLogFilters>).some((key) => filters[key].trim() !== '');

/** True when one of the Advanced Filters is set (the panel opens on such an address). */
export const hasAdvancedFilters = (filters: KasLogFilters): boolean => hasActiveFilters({ ...filters, q: '' });

/** An end before the start cannot be asked for; the field says so and the server is not asked. */
export const dateRangeProblem = (filters: Pick<KasLogFilters, 'tanggalMulai' | 'tanggalAkhir'>): boolean =>
  filters.tanggalMulai !== '' && filters.tanggalAkhir !== '' && filters.tanggalAkhir < filters.tanggalMulai;

/** The kas-logs call's query (operations spec §7): the method and the dates, only those set; null when the range is backwards. */
export const serverQuery = (filters: KasLogFilters): KasLogQuery | null => {
  if (dateRangeProblem(filters)) return null;
  const query: KasLogQuery = {};
  if (filters.metodePembayaran !== '') query.metode_pembayaran = filters.metodePembayaran;
  if (filters.tanggalMulai !== '') query.tanggal_mulai = filters.tanggalMulai;
  if (filters.tanggalAkhir !== '') query.tanggal_akhir = filters.tanggalAkhir;
  return query;
};

/**
 * The free-text search (operations spec §2): the transaction code, the cash account, the payment method (its
 * code and its name) and the description, case-insensitively; every word typed must be found.
 */
export const matchesSearch = (row: KasLogRow, q: string): boolean => {
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [row.kodeTransaksi, row.namaKas, row.metodePembayaran, row.metodePembayaran ? paymentMethodName(row.metodePembayaran) : '', row.keterangan]
    .map((text) => displayText(text ?? '').toLowerCase())
    .join('\n');
  return words.every((word) => haystack.includes(word));
};

/**
 * The rows the table shows: the client's filters (type, flow, entity, search) over what the server
 * answered. The server's filters are applied again, so rows it had not narrowed (an older answer still
 * on screen while the next loads) never show under a filter they do not meet.
 */
export const filterRows = (rows: readonly KasLogRow[], filters: KasLogFilters): KasLogRow[] =>
  rows.filter(
    (row) =>
      (filters.transactionType === '' || row.type === filters.transactionType) &&
      (filters.tipe === '' || row.flow === filters.tipe) &&
      (filters.entitas === '' || row.entitasName === filters.entitas) &&
      (filters.metodePembayaran === '' || row.metodePembayaran === filters.metodePembayaran) &&
      inPeriod(row, filters) &&
      matchesSearch(row, filters.q),
  );

/** The transaction date's Jakarta day within the period, both ends included (as the server reads it). */
const inPeriod = (row: Pick<KasLogRow, 'tanggal'>, { tanggalMulai, tanggalAkhir }: Pick<KasLogFilters, 'tanggalMulai' | 'tanggalAkhir'>): boolean => {
  if (tanggalMulai === '' && tanggalAkhir === '') return true;
  const day = jakartaDayOf(row.tanggal);
  return day !== null && (tanggalMulai === '' || day >= tanggalMulai) && (tanggalAkhir === '' || day <= tanggalAkhir);
};

/** The entities present in the answer, for the entity filter, in Indonesian order. */
export const entitiesOf = (rows: readonly KasLogRow[]): string[] =>
  [...new Set(rows.map((row) => row.entitasName ?? '').filter((name) => name.trim() !== ''))].sort(indonesianOrder);
