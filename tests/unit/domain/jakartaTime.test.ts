import { describe, expect, it } from 'vitest';
import {
  isSameJakartaDay,
  jakartaDay,
  startOfJakartaDay,
  startOfJakartaMonth,
} from '@/domain/jakartaTime';

const at = (iso: string) => new Date(iso);

describe('jakartaDay', () => {
  it('puts 2026-10-31T17:00:00Z on 1 November in Jakarta (UTC+7)', () => {
    expect(jakartaDay(at('2026-10-31T17:00:00Z'))).toEqual({ year: 2026, month: 11, day: 1 });
  });

  it('keeps 2026-10-31T16:59:59.999Z on 31 October', () => {
    expect(jakartaDay(at('2026-10-31T16:59:59.999Z'))).toEqual({ year: 2026, month: 10, day: 31 });
  });

  it('crosses the year boundary at 17:00 UTC on 31 December', () => {
    expect(jakartaDay(at('2026-12-31T17:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(jakartaDay(at('2026-12-31T16:59:00Z'))).toEqual({ year: 2026, month: 12, day: 31 });
  });
});

describe('startOfJakartaDay / startOfJakartaMonth', () => {
  it('starts a Jakarta day at 17:00 UTC the day before', () => {
    expect(startOfJakartaDay({ year: 2026, month: 11, day: 1 }).toISOString()).toBe('2026-10-31T17:00:00.000Z');
  });

  it('starts a Jakarta month at 17:00 UTC on the last day of the previous month', () => {
    expect(startOfJakartaMonth({ year: 2026, month: 3 }).toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(startOfJakartaMonth({ year: 2026, month: 1 }).toISOString()).toBe('2025-12-31T17:00:00.000Z');
  });

  it('round-trips: the start of the day of an instant is on that same Jakarta day', () => {
    const instant = at('2026-05-20T22:15:00Z');
    const start = startOfJakartaDay(jakartaDay(instant));
    expect(isSameJakartaDay(start, instant)).toBe(true);
    expect(isSameJakartaDay(new Date(start.getTime() - 1), instant)).toBe(false);
  });
});

describe('isSameJakartaDay', () => {
  it('treats instants on different UTC days but the same Jakarta day as the same day', () => {
    // 2026-03-14 23:00 UTC = 15 March 06:00 WIB; 2026-03-15 10:00 UTC = 15 March 17:00 WIB.
    expect(isSameJakartaDay(at('2026-03-14T23:00:00Z'), at('2026-03-15T10:00:00Z'))).toBe(true);
  });

  it('treats instants on the same UTC day but either side of Jakarta midnight as different days', () => {
    // 16:59 UTC = 23:59 WIB on the 15th; 17:00 UTC = 00:00 WIB on the 16th.
    expect(isSameJakartaDay(at('2026-03-15T16:59:00Z'), at('2026-03-15T17:00:00Z'))).toBe(false);
  });

  it('does not match the same day of another month', () => {
    expect(isSameJakartaDay(at('2026-03-15T05:00:00Z'), at('2026-04-15T05:00:00Z'))).toBe(false);
  });
});
