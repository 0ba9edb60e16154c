import { expect, type Locator, type Page } from '@playwright/test';
import type { FaultRule } from '@/fake-api/faults';

export const DEMO = { email: 'admin@toko.test', password: 'admin123' };

/** Signs in through the login page, as an administrator would. */
export const login = async (page: Page) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login sebagai Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The dashboard's own request is done, so a fault set next cannot be consumed by it.
  await expect(page.getByTestId('card-orders-today-value')).toBeVisible();
};

/** Asks the in-browser fake backend to fail (or slow down) a matching request. */
export const failNext = async (page: Page, rule: FaultRule) => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  await page.evaluate((r) => window.__fakeApi?.fail(r), rule);
};

export const toast = (page: Page) => page.locator('.MuiSnackbar-root');

/** A date field of the app (MUI X picker): a group of Hari/Bulan/Tahun parts named by its label. */
export const dateField = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** Types a `YYYY-MM-DD` day into a date field as an administrator would: day, month, year digits. */
export const typeDate = async (page: Page, label: string, isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  await dateField(page, label).getByRole('spinbutton', { name: 'Hari' }).click();
  await page.keyboard.type(`${day}${month}${year}`);
};

/** What a date field shows, e.g. '10/12/2026' (its hidden input carries the text). */
export const dateFieldText = (page: Page, label: string) => dateField(page, label).locator('xpath=..').locator('input');

/** A `YYYY-MM-DD` day as the app's date fields show it: 10/12/2026. */
export const shownDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** What the in-browser fake backend received so far (method, path with query, JSON body), oldest first. */
export const fakeRequests = async (page: Page, method?: string, path?: string | RegExp) => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  const all = await page.evaluate(() => window.__fakeApi?.requests() ?? []);
  return all.filter((r) => (!method || r.method === method) && (!path || (typeof path === 'string' ? r.path === path : path.test(r.path))));
};

/** dnd-kit's live region of the list holding `label`, where the Indonesian announcements are read out. */
const sortableAnnouncements = (page: Page, label: string) => page.locator('[id^="DndLiveRegion-"]', { hasText: label });

/**
 * Moves a sortable row one place with the keyboard as a screen-reader user does: focus its handle, lift,
 * arrow, drop, each step once the previous one is announced. dnd-kit measures the rows just after the
 * lift and drops an arrow pressed before that, and under load its announcement can come late; so the
 * arrow is steered by the position last announced (pressed again only while the row has not moved, and
 * back if a late announcement shows it went too far) rather than pressed blindly.
 */
export const moveRowWithKeyboard = async (
  page: Page,
  grip: Locator,
  label: string,
  arrow: 'ArrowDown' | 'ArrowUp',
  lift: 'Space' | 'Enter' = 'Space',
) => {
  const region = sortableAnnouncements(page, label);
  await grip.focus();
  await page.keyboard.press(lift);
  await expect(region).toContainText(`${label} diangkat.`);
  const from = Number(/Posisi (\d+)/.exec((await region.textContent()) ?? '')?.[1]);
  const target = arrow === 'ArrowDown' ? from + 1 : from - 1;
  await expect(async () => {
    const text = (await region.textContent()) ?? '';
    const at = Number(/dipindahkan ke posisi (\d+)/.exec(text)?.[1] ?? from);
    if (at === target) return;
    await page.keyboard.press(at < target ? 'ArrowDown' : 'ArrowUp');
    throw new Error(`${label} is announced at position ${at}, not yet ${target}`);
  }).toPass({ intervals: [600, 1000, 1500] });
  await page.keyboard.press(lift);
  await expect(region).toContainText(`${label} diletakkan di posisi ${target}`);
};

type SeedSnapshot = {
  penjualanWeb: Array<{ id: number; status_pembayaran: string; metode_pembayaran: string }>;
  chatMessages: Array<{ orderId: number; sentAt: string }>;
};

/**
 * Records whose role is decided by the day's seed, found by that role rather than by a fixed id: the
 * seed is built from the current date, and order 258 was a waiting transfer one day and a paid gateway
 * order the next.
 */
const placeholders: Record<string, (db: SeedSnapshot) => number | undefined> = {
  awaitingTransfer: (db) => db.penjualanWeb.find((o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && o.metode_pembayaran === 'MANUAL_TRANSFER')?.id,
  // A thread with a message already sent (the seed also schedules customer replies for later).
  chatThread: (db) => db.chatMessages.find((message) => Date.parse(message.sentAt) <= Date.now())?.orderId,
};

/** A path with a `:placeholder` (above) made real from the fake backend's current data. */
export const resolvePath = async (page: Page, path: string): Promise<string> => {
  const name = /:(\w+)/.exec(path)?.[1];
  if (!name) return path;
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  const db = (await page.evaluate(() => window.__fakeApi?.snapshot())) as unknown as SeedSnapshot;
  const id = placeholders[name]?.(db);
  expect(id, `the seed has a record for :${name}`).toBeDefined();
  return path.replace(`:${name}`, String(id));
};
