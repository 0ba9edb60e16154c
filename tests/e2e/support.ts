import { expect, type Page } from '@playwright/test';
import type { FaultRule } from '../../src/fake-api/faults';

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
