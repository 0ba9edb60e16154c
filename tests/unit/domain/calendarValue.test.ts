import { describe, expect, it } from 'vitest';
import { calendarValueFromPicker, pickerDateFromValue, UNREADABLE_DATE } from '@/domain/calendarValue';
import { dateProblem } from '@/domain/validation';

const local = (...parts: [number, number, number, number?, number?]) => new Date(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0);

describe('calendarValue: the stored string and the picker meet on the calendar, never through UTC', () => {
  it.each([
    ['2026-12-10', 'date', local(2026, 12, 10)],
    ['2028-02-29', 'date', local(2028, 2, 29)],
    ['2026-12-10T14:30', 'dateTime', local(2026, 12, 10, 14, 30)],
    ['2026-12-10T14:30:00+07:00', 'dateTime', local(2026, 12, 10, 14, 30)],
    // A day-only value in a date-time field opens at midnight rather than empty.
    ['2026-12-10', 'dateTime', local(2026, 12, 10)],
  ] as const)('%j in a %s field shows %s', (stored, kind, expected) => {
    expect(pickerDateFromValue(stored, kind)?.getTime()).toBe(expected.getTime());
  });

  it.each([
    [null, 'date'],
    ['', 'date'],
    [UNREADABLE_DATE, 'date'],
    ['2025-02-29', 'date'],
    ['2025-13-01', 'date'],
    ['10/12/2026', 'date'],
    [20261210, 'date'],
    ['2026-12-10T14:30', 'date'],
  ] as const)('%j in a %s field shows an empty picker, not another day', (stored, kind) => {
    expect(pickerDateFromValue(stored, kind)).toBeNull();
  });

  it.each([
    [local(2026, 12, 10), 'date', '2026-12-10'],
    [local(2026, 1, 5, 23, 59), 'date', '2026-01-05'],
    [local(2026, 1, 5, 9, 5), 'dateTime', '2026-01-05T09:05'],
    [local(1900, 1, 1), 'date', '1900-01-01'],
  ] as const)('the picker date %s in a %s field is stored as %j', (date, kind, stored) => {
    expect(calendarValueFromPicker(date, kind)).toBe(stored);
  });

  it('a cleared picker stores null and a half-typed one a value every date rule refuses', () => {
    expect(calendarValueFromPicker(null, 'date')).toBeNull();
    expect(calendarValueFromPicker(new Date(Number.NaN), 'date')).toBe(UNREADABLE_DATE);
    expect(dateProblem(UNREADABLE_DATE)).toBe('invalid');
  });

  it('a year outside the shop range is stored as typed so the date rule names the range', () => {
    expect(dateProblem(calendarValueFromPicker(local(1900, 1, 1), 'date') ?? '')).toBe('outOfRange');
  });
});
