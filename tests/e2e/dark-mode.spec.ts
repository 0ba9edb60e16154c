import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { login, resolvePath } from './support';

/** The page behind everything in each theme (src/layout/theme.ts: background.default). */
const PAGE_BACKGROUND = { light: 'rgb(244, 246, 250)', dark: 'rgb(18, 19, 22)' };

/** The app bar's light/dark button; it says what it does: 'Mode gelap' while light, 'Mode terang' while dark. */
const darkModeButton = (page: Page) => page.getByTestId('theme-mode-button');

/** On a phone the switch is an item of the sidebar's drawer (the app bar has no room), checked when dark. */
const darkModeMenuItem = (page: Page) => page.getByRole('menuitemcheckbox', { name: 'Mode gelap' });

const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

const expectTheme = async (page: Page, mode: 'light' | 'dark') => {
  await expect(page.locator('body')).toHaveCSS('background-color', PAGE_BACKGROUND[mode]);
  // The phone's switch sits in the closed drawer; its state is checked where the drawer is opened.
  if (!onPhone(page)) await expect(darkModeButton(page)).toHaveAccessibleName(mode === 'dark' ? 'Mode terang' : 'Mode gelap');
};

/** The axe violations that block someone (serious or critical), colour contrast included, as readable lines. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

const attachScreenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

test.describe('dark mode: follows the system until chosen', () => {
  test.describe('on a system set to dark', () => {
    test.use({ colorScheme: 'dark' });

    test('the login page and the back office open dark', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.locator('body')).toHaveCSS('background-color', PAGE_BACKGROUND.dark);
      await login(page);
      await expectTheme(page, 'dark');
    });
  });

  test.describe('on a system set to light', () => {
    test.use({ colorScheme: 'light' });

    test('the back office opens light; the app bar button switches to dark and the choice survives a reload', async ({ page }) => {
      await login(page);
      await expectTheme(page, 'light');

      await darkModeButton(page).click();
      await expectTheme(page, 'dark');
      await page.reload();
      await expect(page.getByTestId('card-orders-today-value')).toBeVisible();
      await expectTheme(page, 'dark');

      // The choice outranks the system: it stays dark when the system turns light (and light when dark).
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/admin/order-center');
      await expectTheme(page, 'dark');
      await darkModeButton(page).click();
      await expectTheme(page, 'light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await expect(page.getByTestId('order-card').first()).toBeVisible();
      await expectTheme(page, 'light');
    });

    test('the chosen dark theme outlives a logout: the next sign-in on this computer opens dark', async ({ page }) => {
      await login(page);
      await darkModeButton(page).click();
      await expectTheme(page, 'dark');
      await page.getByRole('menuitem', { name: 'Keluar' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.locator('body')).toHaveCSS('background-color', PAGE_BACKGROUND.dark);
      await login(page);
      await expectTheme(page, 'dark');
    });
  });
});

/** Screens with the most colour: charts, status badges, the warehouse map, chat bubbles. */
const screens: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'dashboard',
    path: '/admin/dashboard',
    ready: async (page) => {
      await expect(page.getByTestId('dashboard-sales-chart').locator('.recharts-surface')).toBeVisible();
      await expect(page.getByTestId('best-seller').first()).toBeVisible();
    },
  },
  { name: 'order-center', path: '/admin/order-center', ready: (page) => expect(page.getByTestId('order-card').first()).toBeVisible() },
  {
    name: 'warehouse-map',
    path: '/admin/warehouse-map',
    ready: async (page) => {
      await expect(page.getByTestId('warehouse-zone').first()).toBeVisible();
      // A product chosen, so the map also shows the zones holding it with their quantities.
      await page.getByRole('combobox', { name: 'Cari produk' }).fill('SMN-TR');
      await page.getByRole('option', { name: /Semen Tiga Roda 50kg/ }).click();
      await expect(page.getByTestId('warehouse-zone-qty').first()).toBeVisible();
    },
  },
  {
    name: 'refund-report',
    path: '/admin/laporan-refund-web?filter=TAHUNAN',
    ready: async (page) => {
      await expect(page.getByTestId('refund-row').first()).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
    },
  },
  {
    name: 'transaction-logs',
    path: '/admin/transaction-logs',
    ready: async (page) => {
      await expect(page.getByTestId('kas-log-row').first()).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
    },
  },
  { name: 'chat', path: '/admin/chat-management?thread=:chatThread', ready: (page) => expect(page.getByTestId('chat-message').first()).toBeVisible() },
];

const checkScreensInDark = (width: number) => {
  for (const screen of screens) {
    test(`${screen.name}: no serious or critical axe violation (colour contrast included) in dark mode`, async ({ page }, testInfo) => {
      await login(page);
      await page.goto(await resolvePath(page, screen.path));
      await screen.ready(page);
      await expectTheme(page, 'dark');
      expect(await seriousViolations(page)).toEqual([]);
      await attachScreenshot(page, testInfo, `dark-${screen.name}-${width}`);
    });
  }
};

test.describe('dark mode on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'light' });

  test('the switch is in the drawer, not the app bar; it turns the theme dark with the drawer left open, and the choice survives a reload', async ({ page }) => {
    await login(page);
    await expectTheme(page, 'light');
    await expect(darkModeButton(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(darkModeMenuItem(page)).toHaveAttribute('aria-checked', 'false');
    await darkModeMenuItem(page).click();
    await expectTheme(page, 'dark');
    await expect(darkModeMenuItem(page)).toHaveAttribute('aria-checked', 'true');
    await expect(darkModeMenuItem(page)).toBeInViewport();

    await page.reload();
    await expect(page.getByTestId('card-orders-today-value')).toBeVisible();
    await expectTheme(page, 'dark');
  });
});

test.describe('dark mode: every colourful screen reads (axe), with screenshots', () => {
  test.use({ colorScheme: 'dark' });
  checkScreensInDark(1280);

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    checkScreensInDark(390);
  });
});
