import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeDrift, driftSnapshot, LOOSE, readingDrift, reportDrift, reportLooseValues, resetDrift, subscribeDrift, tallyDrift } from '@/api/drift';

afterEach(() => {
  resetDrift();
  vi.restoreAllMocks();
});

describe('the drift counter', () => {
  it('counts per endpoint what the readers report, by kind, field and value', () => {
    readingDrift('GET /admin/penjualan-web', () => {
      reportDrift('unknown-value', 'status_pengiriman', 'ON_HOLD');
      reportDrift('unknown-value', 'status_pengiriman', 'ON_HOLD');
      reportDrift('unknown-value', 'status_pengiriman', 'ON_HOLD');
      reportDrift('unreadable', '', 'items: Invalid input');
    });
    readingDrift('GET /admin/pending-cash', () => reportDrift('loose-value', 'jumlahGross', LOOSE.numberAsText));
    expect(driftSnapshot()).toEqual({
      'GET /admin/penjualan-web': [
        { kind: 'unknown-value', field: 'status_pengiriman', value: 'ON_HOLD', count: 3 },
        { kind: 'unreadable', field: '', value: 'items: Invalid input', count: 1 },
      ],
      'GET /admin/pending-cash': [{ kind: 'loose-value', field: 'jumlahGross', value: LOOSE.numberAsText, count: 1 }],
    });
  });

  it("keeps the latest answer's counts, so a refetch does not double them, and an answer without drift clears them", () => {
    const read = () => readingDrift('GET /admin/x', () => reportDrift('unknown-value', 'status', 'NEW'));
    read();
    read();
    expect(driftSnapshot()['GET /admin/x']?.[0]?.count).toBe(1);
    readingDrift('GET /admin/x', () => undefined);
    expect(driftSnapshot()['GET /admin/x']).toBeUndefined();
  });

  it('ignores reports made outside a reading (the fake parsing its own data is not drift)', () => {
    reportDrift('unknown-value', 'status', 'NEW');
    expect(driftSnapshot()).toEqual({});
  });

  it('keeps nothing of an answer whose reading threw (a load error is not drift)', () => {
    expect(() =>
      readingDrift('GET /admin/x', () => {
        reportDrift('unreadable', '', 'x');
        throw new Error('not a list');
      }),
    ).toThrow('not a list');
    expect(driftSnapshot()).toEqual({});
  });

  it('tallies without keeping (the checker) and nests inside an open reading', () => {
    readingDrift('GET /admin/outer', () => {
      const { entries } = tallyDrift(() => reportDrift('unreadable', '', 'inner'));
      expect(entries).toEqual([{ kind: 'unreadable', field: '', value: 'inner', count: 1 }]);
      reportDrift('unreadable', '', 'outer');
    });
    expect(driftSnapshot()['GET /admin/outer']).toEqual([{ kind: 'unreadable', field: '', value: 'outer', count: 1 }]);
  });

  it('warns on the console in development once per endpoint and kind, not per record', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 3; i += 1) {
      readingDrift(`GET /admin/list`, () => {
        reportDrift('unknown-value', 'status', `S${i}`);
        reportDrift('unknown-value', 'tipe', 'T');
        reportDrift('unreadable', '', 'x');
      });
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('GET /admin/list');
  });

  it('tells its listeners of a change and of a reset', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDrift(listener);
    readingDrift('GET /admin/x', () => reportDrift('unreadable', '', 'x'));
    resetDrift();
    unsubscribe();
    readingDrift('GET /admin/x', () => reportDrift('unreadable', '', 'y'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('says a count in words', () => {
    expect(describeDrift({ kind: 'unknown-value', field: 'status_pengiriman', value: 'ON_HOLD', count: 3 })).toBe('3 record dengan status_pengiriman tak dikenal "ON_HOLD"');
  });
});

describe('loose values, found by comparing an answer as sent with what was read', () => {
  const loose = (raw: unknown, parsed: unknown) => tallyDrift(() => reportLooseValues(raw, parsed)).entries;

  it('counts numbers sent as text, booleans as 1/0 and absent values as "" by field, list positions as []', () => {
    const raw = { data: [{ total_akhir: '150000.00', flag: 1, completed_at: '' }, { total_akhir: '5', flag: '0', completed_at: null }] };
    const parsed = { data: [{ total_akhir: 150000, flag: true, completed_at: null }, { total_akhir: 5, flag: false, completed_at: null }] };
    expect(loose(raw, parsed)).toEqual([
      { kind: 'loose-value', field: 'data[].total_akhir', value: LOOSE.numberAsText, count: 2 },
      { kind: 'loose-value', field: 'data[].flag', value: LOOSE.booleanAsNumberOrText, count: 2 },
      { kind: 'loose-value', field: 'data[].completed_at', value: LOOSE.emptyAsAbsent, count: 1 },
    ]);
  });

  it('does not walk a value the schema took as sent (the same object), so a list answer is not walked twice', () => {
    let reads = 0;
    const record = {
      get total_akhir() {
        reads += 1;
        return '150000.00';
      },
    };
    // A list's elements before each record is read on its own: the very objects that came.
    expect(loose([record], [record])).toEqual([]);
    expect(reads).toBe(0);
  });

  it('names a place inside a bare list and inside a list within a list the way the counts do', () => {
    expect(loose([{ status: '1' }], [{ status: 1 }])).toEqual([{ kind: 'loose-value', field: '[].status', value: LOOSE.numberAsText, count: 1 }]);
    const raw = { data: [{ items: [{ qty: '2', ok: 'true' }, { qty: 3, ok: true }] }] };
    const parsed = { data: [{ items: [{ qty: 2, ok: true }, { qty: 3, ok: true }] }] };
    expect(loose(raw, parsed)).toEqual([
      { kind: 'loose-value', field: 'data[].items[].qty', value: LOOSE.numberAsText, count: 1 },
      { kind: 'loose-value', field: 'data[].items[].ok', value: LOOSE.booleanAsNumberOrText, count: 1 },
    ]);
  });

  it('counts nothing for an answer sent in the shape it is read in', () => {
    expect(loose({ a: 1, b: true, c: null, d: [{ e: 'x' }] }, { a: 1, b: true, c: null, d: [{ e: 'x' }] })).toEqual([]);
  });
});
