import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { summariseOrders } from '@/custom-pages/dashboard/fake/summary';
import { flashSaleDateError, flashSaleDefaults } from '@/custom-pages/home-builder/flash-sale/rules';
import { formatChatTime } from '@/custom-pages/chat-management/rules/threads';
import { jakartaDayOf } from '@/custom-pages/transaction-logs/rules/dailyFlow';
import { calendarValueFromPicker, pickerDateOfJakartaNow } from '@/domain/calendarValue';
import { formatDate, formatDateTimeWIB } from '@/domain/format';
import { jakartaIsoDay, jakartaIsoDayPlus } from '@/domain/jakartaTime';
import { defaultReportPeriod, reportQuery, reportRange } from '@/domain/reportPeriod';
import { jakartaToday } from '@/domain/validation';
import { computeStats } from '@/resources/notifications/rules';
import type { Order } from '@/resources/penjualan-web/schemas';
import { isDiscountRunning } from '@/resources/produk-web/rules/price';
import { voucherPeriod } from '@/resources/voucher/rules';

/**
 * Every "today" and day boundary the back office shows is the shop's, Asia/Jakarta (UTC+7), whatever
 * the clock's UTC date and whatever the machine's own time zone. Each case runs in three zones set at
 * run time (Node reads `process.env.TZ` afresh), so the test process's TZ cannot make it pass.
 */
const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo'] as const;

interface ClockCase {
  name: string;
  now: string;
  /** The Jakarta day at `now`. */
  today: string;
}

const CLOCKS: readonly ClockCase[] = [
  // The UTC date is still the 23rd, Jakarta's is the 24th.
  { name: '23:30 UTC (06:30 WIB the next day)', now: '2026-11-23T23:30:00.000Z', today: '2026-11-24' },
  { name: '01:00 WIB (18:00 UTC the day before)', now: '2026-11-23T18:00:00.000Z', today: '2026-11-24' },
  // Tokyo's date is already the 24th, Jakarta's still the 23rd.
  { name: '23:30 WIB (16:30 UTC, 01:30 in Tokyo the next day)', now: '2026-11-23T16:30:00.000Z', today: '2026-11-23' },
];

const originalTz = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const at = (clock: ClockCase, zone: string) => {
  process.env.TZ = zone;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(clock.now));
};

const order = (tanggal_pesan: string): Order =>
  ({ id: tanggal_pesan, tanggal_pesan, status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', total_akhir: 1000 }) as unknown as Order;

const cases = CLOCKS.flatMap((clock) => ZONES.map((zone) => [clock.name, zone, clock] as const));

describe.each(cases)('at %s, machine in %s', (_name, zone, clock) => {
  const yesterday = () => jakartaIsoDayPlus(new Date(), -1);

  it('today is the Jakarta day (validation, the calendar module)', () => {
    at(clock, zone);
    expect(jakartaToday(new Date())).toBe(clock.today);
    expect(jakartaIsoDay(new Date())).toBe(clock.today);
  });

  it("a voucher ending yesterday (Jakarta) is no longer 'Berlaku', one ending today still is, one starting today already is", () => {
    at(clock, zone);
    expect(voucherPeriod({ tanggal_mulai: '2026-11-01', tanggal_berakhir: yesterday() }, new Date())).toBe('expired');
    expect(voucherPeriod({ tanggal_mulai: '2026-11-01', tanggal_berakhir: clock.today }, new Date())).toBe('running');
    expect(voucherPeriod({ tanggal_mulai: clock.today, tanggal_berakhir: '2026-12-31' }, new Date())).toBe('running');
    expect(voucherPeriod({ tanggal_mulai: jakartaIsoDayPlus(new Date(), 1), tanggal_berakhir: '2026-12-31' }, new Date())).toBe('upcoming');
  });

  it("the dashboard's orders today counts the orders of the Jakarta day", () => {
    at(clock, zone);
    // 00:30 WIB on the 24th and 23:00 WIB on the 23rd.
    const orders = [order('2026-11-23T17:30:00.000Z'), order('2026-11-23T16:00:00.000Z'), order('2026-11-23T16:20:00.000Z')];
    expect(summariseOrders(orders, new Date()).order_today_count).toBe(clock.today === '2026-11-24' ? 1 : 2);
  });

  it("the reports' default day is the Jakarta day, running from its 00:00 WIB", () => {
    at(clock, zone);
    const period = defaultReportPeriod(new Date());
    expect(period.tanggal).toBe(clock.today);
    const query = reportQuery(period);
    if (!query) throw new Error('a default period is always asked for');
    const range = reportRange(query);
    expect(range.from.toISOString()).toBe(new Date(`${clock.today}T00:00:00+07:00`).toISOString());
    expect(range.to.getTime() - range.from.getTime()).toBe(24 * 3_600_000);
  });

  it('the kas log puts a movement on its Jakarta day (date filters and daily chart)', () => {
    at(clock, zone);
    expect(jakartaDayOf('2026-11-23T17:30:00.000Z')).toBe('2026-11-24');
    expect(jakartaDayOf('2026-11-23T16:59:59.000Z')).toBe('2026-11-23');
    expect(jakartaDayOf(clock.now)).toBe(clock.today);
  });

  it('a flash sale defaults to a week after the Jakarta day, and may end today but not yesterday', () => {
    at(clock, zone);
    expect(flashSaleDefaults(new Date()).tanggalBerakhir).toBe(jakartaIsoDayPlus(new Date(), 7));
    expect(flashSaleDateError(clock.today, new Date())).toBeUndefined();
    expect(flashSaleDateError(yesterday(), new Date())).toBeDefined();
  });

  it('a product discount until today runs to the end of the Jakarta day', () => {
    at(clock, zone);
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: clock.today }, new Date())).toBe(true);
    expect(isDiscountRunning({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: yesterday() }, new Date())).toBe(false);
  });

  it("the notifications' today count is the Jakarta day's", () => {
    at(clock, zone);
    const rows = [
      { type: 'promo', isRead: true, createdAt: clock.now },
      { type: 'promo', isRead: true, createdAt: new Date(`${clock.today}T00:00:00+07:00`).toISOString() },
      { type: 'promo', isRead: true, createdAt: new Date(new Date(`${clock.today}T00:00:00+07:00`).getTime() - 1).toISOString() },
    ];
    expect(computeStats(rows, new Date()).todayNotifications).toBe(2);
  });

  it('dates and times shown (lists, bell, chat) are Jakarta wall-clock', () => {
    at(clock, zone);
    const wall = new Date(new Date(clock.now).getTime() + 7 * 3_600_000);
    const [year, month, day] = clock.today.split('-');
    const hhmm = `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
    expect(formatDate(new Date())).toBe(`${Number(day)} November ${year}`);
    expect(formatDateTimeWIB(new Date())).toBe(`${Number(day)} November ${year}, ${hhmm.replace(':', '.')} WIB`);
    expect(formatChatTime(clock.now)).toBe(`${day}/${month}/${year} ${hhmm}`);
  });
});

describe.each(cases)('an empty date picker at %s, machine in %s', (_name, zone, clock) => {
  it("opens on the shop's day, not the machine's", () => {
    at(clock, zone);
    const opened = pickerDateOfJakartaNow(new Date());
    expect(calendarValueFromPicker(opened, 'date')).toBe(clock.today);
  });
});
