import { describe, expect, it } from 'vitest';
import { trackingDateText } from '@/resources/penjualan-web/shared/rules/trackingDate';

describe('tracking dates (order spec §2 and §8)', () => {
  it.each<[string | number | Date | null | undefined, string]>([
    [null, 'Tanggal tidak tersedia'],
    [undefined, 'Tanggal tidak tersedia'],
    ['', 'Tanggal tidak tersedia'],
    ['   ', 'Tanggal tidak tersedia'],
    ['bukan tanggal', 'Tanggal tidak valid'],
    ['2026-13-45T99:00:00Z', 'Tanggal tidak valid'],
    ['2026-03-15T02:05:00Z', '15 Maret 2026, 09.05 WIB'],
    [' 2026-03-15T02:05:00Z ', '15 Maret 2026, 09.05 WIB'],
    [Date.parse('2026-11-21T17:30:00Z'), '22 November 2026, 00.30 WIB'],
    [new Date('2026-11-21T17:30:00Z'), '22 November 2026, 00.30 WIB'],
  ])('%j → %s', (value, text) => {
    expect(trackingDateText(value)).toBe(text);
  });
});
