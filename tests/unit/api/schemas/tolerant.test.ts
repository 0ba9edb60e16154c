import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { driftSnapshot, readingDrift, resetDrift, tallyDrift } from '@/api/drift';
import { numeric } from '@/api/schemas/common';
import { absentable, hasServerId, incompleteId, looseBoolean, openEnum, tolerantList, tolerantRecord } from '@/api/schemas/tolerant';

afterEach(() => resetDrift());

const status = openEnum(['LUNAS', 'DIBATALKAN'], 'status');
const record = z.object({ id: z.union([z.int(), z.string()]), kode: z.string(), total: numeric, status, aktif: looseBoolean, selesai: absentable(z.string()) });
const empty = (index: number): z.infer<typeof record> => ({ id: incompleteId(index), kode: '', total: 0, status: '', aktif: false, selesai: null });
const good = (id: number, over: Record<string, unknown> = {}) => ({ id, kode: `WEB-${id}`, total: 1000, status: 'LUNAS', aktif: true, selesai: null, ...over });

describe('openEnum', () => {
  it('accepts a known value and a value nobody knows, as sent, and counts only the unknown one by field and value', () => {
    const { result, entries } = tallyDrift(() => [status.parse('LUNAS'), status.parse('ON_HOLD')]);
    expect(result).toEqual(['LUNAS', 'ON_HOLD']);
    expect(entries).toEqual([{ kind: 'unknown-value', field: 'status', value: 'ON_HOLD', count: 1 }]);
  });

  it('still refuses what is not text at all', () => {
    expect(status.safeParse(3).success).toBe(false);
    expect(status.safeParse(null).success).toBe(false);
  });
});

describe('loose shapes', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
  ])('looseBoolean reads %j as %s', (raw, read) => {
    expect(looseBoolean.parse(raw)).toBe(read);
  });

  it.each([['ya'], [2], [null]])('looseBoolean refuses %j', (raw) => {
    expect(looseBoolean.safeParse(raw).success).toBe(false);
  });

  it.each([
    [150000, 150000],
    ['150000', 150000],
    ['150000.00', 150000],
    ['150000.50', 150000.5],
    [' 2500 ', 2500],
    ['-5000.00', -5000],
  ])('numeric reads money %j as %s rupiah, never misplacing the decimal', (raw, read) => {
    expect(numeric.parse(raw)).toBe(read);
  });

  it.each([['Rp150.000'], ['150,000'], [''], ['abc']])('numeric refuses %j rather than guess', (raw) => {
    expect(numeric.safeParse(raw).success).toBe(false);
  });

  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['2026-11-02T03:00:00.000Z', '2026-11-02T03:00:00.000Z'],
  ])('absentable reads %j as %j', (raw, read) => {
    expect(absentable(z.string()).parse(raw)).toBe(read);
  });
});

describe('tolerantList: a list read record by record', () => {
  const list = tolerantList(record, empty);
  const read = (raw: unknown) => readingDrift('GET /admin/x', () => list.unwrap(list.response.parse(raw)));

  it('returns every record that fits, and lists one that does not, marked, by what identifies it, with its raw fields', () => {
    const odd = { id: 3, kode: 'WEB-3', total: 'tidak tersedia', status: 'LUNAS', aktif: 1 };
    const records = read([good(1), good(2), odd]);
    expect(records).toHaveLength(3);
    expect(records[0]).toEqual(good(1));
    expect(records[0]?._incomplete).toBeUndefined();
    const salvaged = records[2];
    expect(salvaged).toMatchObject({ id: 3, kode: 'WEB-3', total: 0, status: 'LUNAS', aktif: true, selesai: null });
    expect(salvaged?._incomplete?.raw).toEqual(odd);
    expect(salvaged?._incomplete?.issues.join(' ')).toContain('total');
  });

  it('reads the same list in a { data: [...] } envelope', () => {
    expect(read({ success: true, data: [good(1), { kode: 'WEB-9' }] }).map((r) => [r.id, Boolean(r._incomplete)])).toEqual([
      [1, false],
      ['incomplete-1', true],
    ]);
  });

  it('gives a record without an id a placeholder that is plainly not the server’s, so nothing links to it', () => {
    const [salvaged] = read([{ kode: 'WEB-9' }]);
    expect(salvaged?.id).toBe('incomplete-0');
    expect(hasServerId(salvaged as { id: unknown })).toBe(false);
    expect(hasServerId({ id: 12 })).toBe(true);
  });

  it('fails only an answer that is not a list at all', () => {
    expect(list.response.safeParse({ data: 'bukan daftar' }).success).toBe(false);
    expect(list.response.safeParse('teks').success).toBe(false);
    expect(list.response.safeParse([]).success).toBe(true);
  });

  it('counts the unreadable record once, an unknown value per record, and loose values by field', () => {
    read([good(1, { status: 'ON_HOLD', total: '1000.00' }), good(2, { status: 'ON_HOLD' }), { id: 3, kode: 'WEB-3', total: 'x', status: 'ON_HOLD', aktif: true, selesai: null }]);
    const entries = driftSnapshot()['GET /admin/x'] ?? [];
    expect(entries.find((e) => e.kind === 'unreadable')).toMatchObject({ count: 1, value: expect.stringContaining('total') as unknown });
    // Two read whole, one salvaged: the salvage's own reading of its fields is not counted again.
    expect(entries.find((e) => e.kind === 'unknown-value')).toMatchObject({ field: 'status', value: 'ON_HOLD', count: 3 });
    expect(entries.find((e) => e.kind === 'loose-value')).toMatchObject({ field: 'total', count: 1 });
  });
});

describe('tolerantRecord: one record, bare or enveloped', () => {
  const one = tolerantRecord(record, () => empty(0));
  it.each([
    ['bare', good(4)],
    ['in { data }', { data: good(4) }],
  ])('reads a record %s', (_how, raw) => {
    expect(one.unwrap(one.response.parse(raw))).toEqual(good(4));
  });

  it('opens a record that does not fit, marked, rather than failing the screen', () => {
    const opened = one.unwrap(one.response.parse({ data: { id: 5, kode: 'WEB-5', total: 'x' } }));
    expect(opened).toMatchObject({ id: 5, kode: 'WEB-5', total: 0 });
    expect(opened._incomplete).toBeDefined();
  });
});
