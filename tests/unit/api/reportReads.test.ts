import { describe, expect, it } from 'vitest';
import { reportReads } from '@/api/reportReads';
import { laporanPenjualanWebContract } from '@/custom-pages/laporan-penjualan-web/contract';

const reads = reportReads(laporanPenjualanWebContract.report);
// 01.30 WIB on 27 November: still the 26th in UTC.
const now = new Date('2026-11-26T18:30:00Z');

describe('reportReads: a report page’s read at navigation is the period in the address', () => {
  it.each([
    ['', { filter: 'HARIAN', tanggal: '2026-11-27' }],
    ['?filter=BULANAN&bulan=3&tahun=2025', { filter: 'BULANAN', bulan: 3, tahun: 2025 }],
    ['?periode=bulan-ini', { filter: 'BULANAN', bulan: 11, tahun: 2026 }],
  ])('%s asks for %j', (search, query) => {
    expect(reads(search, now)).toEqual([{ endpoint: laporanPenjualanWebContract.report, query }]);
  });

  it('asks nothing for a period that cannot be asked for', () => {
    // A daily report without its date: the page says the date is needed.
    expect(reads('?filter=HARIAN', now)).toEqual([]);
  });
});
