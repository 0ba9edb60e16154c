import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeWIB, formatNumber, formatRupiah } from '@/domain/format';

describe('formatRupiah', () => {
  it('writes 1250000 as Rp1.250.000 (dot thousands, no space, no decimals)', () => {
    expect(formatRupiah(1250000)).toBe('Rp1.250.000');
  });

  it('writes small amounts without separators and zero as Rp0', () => {
    expect(formatRupiah(500)).toBe('Rp500');
    expect(formatRupiah(0)).toBe('Rp0');
  });

  it('writes Rp0 for null, undefined, NaN, Infinity and non-numeric strings', () => {
    expect(formatRupiah(null)).toBe('Rp0');
    expect(formatRupiah(undefined)).toBe('Rp0');
    expect(formatRupiah(Number.NaN)).toBe('Rp0');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('Rp0');
    expect(formatRupiah('abc')).toBe('Rp0');
  });

  it('puts the minus sign before Rp for negative amounts', () => {
    expect(formatRupiah(-5000)).toBe('-Rp5.000');
    expect(formatRupiah(-1250000)).toBe('-Rp1.250.000');
  });

  it('accepts numeric strings such as SQL decimals', () => {
    expect(formatRupiah('150000.00')).toBe('Rp150.000');
    expect(formatRupiah('2500')).toBe('Rp2.500');
  });

  it('rounds to whole rupiah', () => {
    expect(formatRupiah(1250.5)).toBe('Rp1.251');
    expect(formatRupiah(1249.4)).toBe('Rp1.249');
    expect(formatRupiah('999.6')).toBe('Rp1.000');
  });

  it('does not write a negative zero for tiny negative amounts', () => {
    expect(formatRupiah(-0.4)).toBe('Rp0');
  });
});

describe('formatNumber', () => {
  it('uses Indonesian thousands separators and 0 for a missing value', () => {
    expect(formatNumber(1250)).toBe('1.250');
    expect(formatNumber(null)).toBe('0');
  });
});

const INSTANT = '2026-11-21T17:30:00Z';
const localHours: Record<string, number> = {};

describe.each(['UTC', 'America/Los_Angeles'])('date formatting with process TZ=%s', (tz) => {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = tz;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('records the local hour of the instant, to prove the process time zone changed', () => {
    localHours[tz] = new Date(INSTANT).getHours();
    expect(localHours[tz]).toBe(tz === 'UTC' ? 17 : 9);
  });

  it('formatDateTimeWIB gives the Jakarta wall clock (next day, 00.30) with the WIB suffix', () => {
    expect(formatDateTimeWIB(INSTANT)).toBe('22 November 2026, 00.30 WIB');
    expect(formatDateTimeWIB(new Date(INSTANT))).toBe('22 November 2026, 00.30 WIB');
    expect(formatDateTimeWIB(Date.parse(INSTANT))).toBe('22 November 2026, 00.30 WIB');
  });

  it('formatDateTimeWIB pads hours and minutes to two digits in 24-hour time', () => {
    expect(formatDateTimeWIB('2026-03-15T02:05:00Z')).toBe('15 Maret 2026, 09.05 WIB');
    expect(formatDateTimeWIB('2026-03-15T11:45:00Z')).toBe('15 Maret 2026, 18.45 WIB');
  });

  it('formatDate gives the Jakarta calendar date', () => {
    expect(formatDate(INSTANT)).toBe('22 November 2026');
    expect(formatDate('2026-10-31T17:00:00Z')).toBe('1 November 2026');
    expect(formatDate('2026-10-31T16:59:59Z')).toBe('31 Oktober 2026');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTimeWIB('bukan tanggal')).toBe('');
  });
});

describe('date formatting across time zones', () => {
  it('ran under two different process time zones (the local hour differed)', () => {
    expect(localHours.UTC).toBeTypeOf('number');
    expect(localHours['America/Los_Angeles']).toBeTypeOf('number');
    expect(localHours.UTC).not.toBe(localHours['America/Los_Angeles']);
  });
});
