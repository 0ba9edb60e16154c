// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSharedRecords } from '@/components/useSharedRecords';

type Row = { id: number; status: string; items: { sku: string }[] };

const row = (id: number, status = 'BARU'): Row => ({ id, status, items: [{ sku: `SKU-${id}` }] });

describe('useSharedRecords: a record unchanged since the last list keeps its object, so its memoised card is not rendered again', () => {
  it('gives the earlier object for a record equal in content, even from another list (a new tab after its preview)', () => {
    const first = [row(1), row(2)];
    const { result, rerender } = renderHook(({ records }) => useSharedRecords(records), { initialProps: { records: first } });
    expect(result.current).toEqual(first);
    const shown = result.current;
    // The fresh answer: new objects, same content for 2, a changed 1, a new 3, in another order.
    rerender({ records: [row(2), row(1, 'DIKIRIM'), row(3)] });
    const [two, one, three] = result.current;
    expect(two).toBe(shown[1]);
    expect(one).not.toBe(shown[0]);
    expect(one).toEqual(row(1, 'DIKIRIM'));
    expect(three).toEqual(row(3));
  });

  it('keeps nothing of a record gone from the list before: it comes back as given', () => {
    const { result, rerender } = renderHook(({ records }) => useSharedRecords(records), { initialProps: { records: [row(1)] } });
    const kept = result.current[0];
    rerender({ records: [row(2)] });
    const fresh = row(1);
    rerender({ records: [fresh] });
    expect(result.current[0]).toBe(fresh);
    expect(result.current[0]).not.toBe(kept);
  });

  it('returns the same list while the records given are the same', () => {
    const records = [row(1)];
    const { result, rerender } = renderHook(({ records: given }) => useSharedRecords(given), { initialProps: { records } });
    const before = result.current;
    rerender({ records });
    expect(result.current).toBe(before);
  });
});
