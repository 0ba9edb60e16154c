/**
 * The reports' period filter (catalogue spec §2, Reports; §5: the daily filter needs a date), shared
 * by every report (src/domain/reportPeriod.ts, src/components/report/). Imported where used (not registered in `messages`, so the login route does not carry them),
 * like the number and validation texts. Texts the spec leaves open are worded in its voice.
 */
export const reportPeriodMessages = {
  filter: 'Filter',
  daily: 'Harian',
  monthly: 'Bulanan',
  yearly: 'Tahunan',
  date: 'Tanggal',
  month: 'Bulan',
  year: 'Tahun',
  dateRequired: 'Tanggal wajib diisi untuk filter harian.',
  filterInvalid: 'Filter harus HARIAN, BULANAN atau TAHUNAN.',
  dateInvalid: 'Tanggal tidak valid.',
  monthInvalid: 'Bulan harus antara 1 dan 12.',
  yearInvalid: 'Tahun tidak valid.',
  months: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  empty: 'Tidak ada data untuk periode ini.',
  periodOf: 'Periode: %{period}',
} as const;
