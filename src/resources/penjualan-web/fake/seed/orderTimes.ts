import { JAKARTA_OFFSET_MS, jakartaIsoDay } from '../../../../domain/jakartaTime';
import type { Rng } from '../../../../fake-api/random';

/**
 * When seed orders were placed, as instants before `now`:
 * - a "just now" block of 6 orders in the last 3 hours, also kept inside today's Asia/Jakarta date;
 * - a block of 8 orders earlier in the current Jakarta month;
 * - the bulk, in twelve 30-day buckets reaching back 360 days, busier towards the present.
 * The PRNG is consumed the same way whatever `now` is, so only the dates move with it.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const RECENT_MINUTES = [4, 21, 48, 86, 127, 168] as const;
const MONTH_BLOCK = 8;
const BUCKETS = 12;
const BUCKET_DAYS = 30;
/** Oldest bucket gets 10 orders, each newer bucket 2 more (32 in the latest). */
const bucketSize = (bucket: number): number => 10 + 2 * (BUCKETS - 1 - bucket);

/** Shop hours weighting for the Jakarta clock time of an order. */
const HOUR_WEIGHTS: ReadonlyArray<readonly [number, number]> = Array.from({ length: 24 }, (_, h) => [
  h,
  h < 6 ? 1 : h < 9 ? 4 : h < 17 ? 10 : h < 22 ? 7 : 3,
]);

const jakartaClock = (now: Date): { sinceMidnight: number; dayOfMonth: number } => {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  const sinceMidnight =
    local.getUTCHours() * HOUR_MS + local.getUTCMinutes() * MINUTE_MS + local.getUTCSeconds() * 1000 + local.getUTCMilliseconds();
  return { sinceMidnight, dayOfMonth: local.getUTCDate() };
};

/**
 * `scale` multiplies the month block and the buckets (the large seed's thousands of orders keep the
 * demo's shape); the "just now" block stays six orders.
 */
export const planOrderTimes = (now: Date, rng: Rng, scale = 1): Date[] => {
  const nowMs = now.getTime();
  const { sinceMidnight, dayOfMonth } = jakartaClock(now);
  const jakartaMidnight = nowMs - sinceMidnight;
  const clockTime = (): number => rng.weighted(HOUR_WEIGHTS) * HOUR_MS + rng.int(0, 59) * MINUTE_MS + rng.int(0, 59) * 1000;
  const times: number[] = [];

  RECENT_MINUTES.forEach((minutes, i) => {
    const jitter = rng.int(0, 59) * 1000;
    const offset = Math.min(minutes * MINUTE_MS + jitter, (sinceMidnight * (i + 1)) / (RECENT_MINUTES.length + 1));
    times.push(nowMs - Math.round(offset));
  });

  const monthBlock = MONTH_BLOCK * scale;
  for (let i = 0; i < monthBlock; i += 1) {
    const daysBack = 1 + Math.floor(rng.next() * Math.max(1, dayOfMonth - 1));
    const clock = clockTime();
    times.push(
      dayOfMonth > 1
        ? jakartaMidnight - daysBack * DAY_MS + clock
        : nowMs - Math.round((sinceMidnight * (i + 1)) / (monthBlock + 1)),
    );
  }

  for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
    for (let i = 0; i < bucketSize(bucket) * scale; i += 1) {
      const daysBack = bucket * BUCKET_DAYS + rng.int(1, BUCKET_DAYS);
      times.push(jakartaMidnight - daysBack * DAY_MS + clockTime());
    }
  }

  return times.sort((a, b) => a - b).map((ms) => new Date(ms));
};

/** YYYYMMDD of an instant in Asia/Jakarta, as used in transaction codes. */
export const jakartaDateCode = (at: Date): string => jakartaIsoDay(at).replace(/-/g, '');
