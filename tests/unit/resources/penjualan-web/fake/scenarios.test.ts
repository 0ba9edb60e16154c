import { describe, expect, it } from 'vitest';
import { morningWindow, penjualanWebScenarios } from '@/resources/penjualan-web/fake/scenarios';
import { SCENARIO_IDS } from '@/fake-api/scenarios';

const at = (iso: string) => new Date(iso);
const wib = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(11, 16);

describe('morningWindow: when the busy morning’s orders are placed', () => {
  it.each([
    ['10:15 WIB: from 06:00 to two minutes ago', '2026-03-30T03:15:00.000Z', '06:00', '10:13'],
    ['15:00 WIB: the morning only, 06:00 to noon', '2026-03-30T08:00:00.000Z', '06:00', '12:00'],
    ['06:10 WIB: too early for a morning, so the day so far', '2026-03-29T23:10:00.000Z', '00:00', '06:08'],
    ['00:01 WIB: a minute of today, never yesterday', '2026-03-29T17:01:00.000Z', '00:00', '00:00'],
  ])('at %s', (_label, now, from, to) => {
    const window = morningWindow(at(now));
    expect([wib(window.from), wib(window.to)]).toEqual([from, to]);
    expect(window.to).toBeLessThanOrEqual(at(now).getTime());
    expect(window.from).toBeLessThanOrEqual(window.to);
  });
});

describe('the orders’ contributions', () => {
  it('contribute to every scenario the kernel names', () => {
    expect(Object.keys(penjualanWebScenarios).sort()).toEqual([...SCENARIO_IDS].sort());
  });
});
