import { expect, test, type Locator } from '@playwright/test';
import { login } from './support';

/**
 * The build moves a few library updates out of a screen's first commit (scripts/vite/commitCascades.ts):
 * tooltips, selects and autocompletes learn their anchor, and tabs their items, one task after the screen
 * paints. Each must still work at once on a freshly opened screen, react-admin's parts and ours alike.
 */
const expectBelow = async (popup: Locator, over: { x: number; y: number } | null) => {
  const under = await popup.boundingBox();
  expect(under).not.toBeNull();
  expect(over).not.toBeNull();
  // Anchored to its field (not to the page's corner, as a popup without its anchor would be).
  expect(Math.abs((under?.x ?? 0) - (over?.x ?? 0))).toBeLessThan(40);
  expect(under?.y ?? 0).toBeGreaterThanOrEqual((over?.y ?? 0) - 4);
};

test.describe('parts that learn their element after the first paint work as soon as the screen shows', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('the menu button and the light/dark button show their tooltips on hover', async ({ page }) => {
    await page.goto('/admin/merk');
    await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();

    await page.getByRole('button', { name: 'Tutup menu' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Tutup menu' })).toBeVisible();
    // The tooltip replaced the native title: one label shows, not two.
    await expect(page.getByRole('button', { name: 'Tutup menu' })).not.toHaveAttribute('title', /./);

    await page.getByTestId('theme-mode-button').hover();
    await expect(page.getByRole('tooltip', { name: 'Mode gelap' })).toBeVisible();
  });

  test('a filter select opens its options under itself and takes a choice', async ({ page }) => {
    await page.goto('/admin/penjualan-web');
    await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
    const status = page.getByRole('combobox', { name: 'Status' });
    // Measured before it opens: an open menu hides the rest of the page from the accessibility tree.
    const field = await status.boundingBox();
    await status.click();
    const options = page.getByRole('listbox');
    await expect(options).toBeVisible();
    await expectBelow(options, field);
    await options.getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/status/);
  });

  test('the review product filter opens its suggestions under the field', async ({ page }) => {
    await page.goto('/admin/review');
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    const product = page.getByRole('combobox', { name: 'Filter produk' });
    const field = await product.boundingBox();
    await product.click();
    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await expectBelow(suggestions, field);
  });

  test('the Order Center tabs move with the arrow keys', async ({ page }) => {
    await page.goto('/admin/order-center');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    const first = page.getByTestId('tab-all-orders');
    await expect(first).toHaveAttribute('tabindex', '0');
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('tab-chat-admin')).toBeFocused();
  });
});
