import { expect, test, type Page } from '@playwright/test';
import { failNext, fakeRequests, login, toast } from './support';

const send = (page: Page) => page.getByRole('button', { name: 'Kirim Notifikasi' });
const bell = (page: Page) => page.getByTestId('notification-bell');
const centre = (page: Page) => page.getByRole('dialog', { name: 'Notifikasi' });

/** An Indonesian whole number as shown ('1.234') as a number. */
const shownNumber = async (page: Page, testId: string) => Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/\./g, ''));

/** Chooses a form and waits for it: typing into the previous one while the address changes would be lost. */
const chooseKind = async (page: Page, label: string, kind: string) => {
  await page.getByRole('combobox', { name: 'Jenis notifikasi' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByTestId(`notifications-form-${kind}`)).toBeVisible();
};

const chooseUser = async (page: Page, search: string) => {
  const input = page.getByRole('combobox', { name: 'Pengguna' });
  await input.fill(search);
  await page.getByRole('option').filter({ hasText: search }).first().click();
  await expect(input).toHaveValue(new RegExp(search));
};

const chooseStatus = async (page: Page, status: string) => {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
};

/** Sends and waits until the server has it and the form is ready for the next one. */
const sendAndWait = async (page: Page, path: string) => {
  const before = (await fakeRequests(page, 'POST', path)).length;
  await send(page).click();
  await expect.poll(async () => (await fakeRequests(page, 'POST', path)).length).toBe(before + 1);
  await expect(send(page)).toBeEnabled();
};

const lastBody = async (page: Page, path: string) => (await fakeRequests(page, 'POST', path)).at(-1)!.body as Record<string, unknown>;

test.describe('notification manager (issue 12)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('sends one notification of each type and finds them in the history and the statistics', async ({ page }) => {
    test.slow();
    await page.goto('/admin/notifications?tab=stats');
    await expect(page.getByTestId('notifications-stat-total-value')).toBeVisible();
    const total = await shownNumber(page, 'notifications-stat-total-value');
    const cashbackBefore = Number((await page.getByTestId('notifications-type-cashback').getByTestId('notifications-type-count').textContent()) ?? '0');

    await page.getByRole('tab', { name: 'Send Notifications' }).click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);

    // Custom: every field, its type chosen.
    await chooseUser(page, 'Budi Santoso');
    await page.getByRole('combobox', { name: 'Tipe' }).click();
    await page.getByRole('option', { name: 'Sistem', exact: true }).click();
    await page.getByLabel('Judul').fill('Jam Operasional Baru');
    await page.getByLabel('Pesan', { exact: true }).fill('Toko buka pukul 07.00 mulai Senin.');
    await sendAndWait(page, '/admin/notifications/custom');
    await expect(toast(page).first()).toContainText('Notification sent successfully!');
    expect(await lastBody(page, '/admin/notifications/custom')).toEqual({
      userId: 1,
      type: 'system',
      title: 'Jam Operasional Baru',
      message: 'Toko buka pukul 07.00 mulai Senin.',
      actionLabel: null,
      actionUrl: null,
    });

    // Promo: to every active user.
    await chooseKind(page, 'Promo', 'promo');
    await expect(page).toHaveURL(/jenis=promo/);
    await expect(page.getByTestId('notifications-promo-audience')).toContainText('Promo dikirim ke semua pengguna aktif');
    await page.getByLabel('Judul').fill('Promo Keramik Uji');
    await page.getByLabel('Pesan', { exact: true }).fill('Diskon 15% keramik lantai.');
    await page.getByLabel('Kode Promo (opsional)').fill('KERAMIK15');
    await sendAndWait(page, '/admin/notifications/promo');
    const promo = await lastBody(page, '/admin/notifications/promo');
    expect(promo).toMatchObject({ title: 'Promo Keramik Uji', promoCode: 'KERAMIK15', expiresAt: null });
    const activeCount = (promo.userIds as unknown[]).length;
    expect(activeCount).toBeGreaterThan(20);

    // Order status.
    await chooseKind(page, 'Status Pesanan', 'order_status');
    await page.getByLabel('ID Pesanan').fill('TRX-UJI-1');
    await chooseUser(page, 'Siti Rahmawati');
    await chooseStatus(page, 'Dikirim (shipped)');
    await sendAndWait(page, '/admin/notifications/order-status');
    expect(await lastBody(page, '/admin/notifications/order-status')).toEqual({ orderId: 'TRX-UJI-1', userId: 2, status: 'shipped', message: null });

    // Payment: the amount typed the Indonesian way, sent as a number.
    await chooseKind(page, 'Pembayaran', 'payment');
    await page.getByLabel('ID Pesanan').fill('TRX-UJI-2');
    await chooseUser(page, 'Agus Wijaya');
    await page.getByLabel('Jumlah').fill('1.250.000');
    await chooseStatus(page, 'Menunggu (pending)');
    await sendAndWait(page, '/admin/notifications/payment');
    expect(await lastBody(page, '/admin/notifications/payment')).toEqual({ orderId: 'TRX-UJI-2', userId: 3, amount: 1250000, status: 'pending' });

    // Shipping.
    await chooseKind(page, 'Pengiriman', 'shipping');
    await page.getByLabel('ID Pesanan').fill('TRX-UJI-3');
    await chooseUser(page, 'Dewi Lestari');
    await page.getByLabel('Nomor Resi (opsional)').fill('JNE0001');
    await chooseStatus(page, 'Diterima (delivered)');
    await sendAndWait(page, '/admin/notifications/shipping');
    expect(await lastBody(page, '/admin/notifications/shipping')).toEqual({ orderId: 'TRX-UJI-3', userId: 4, trackingNumber: 'JNE0001', status: 'delivered' });

    // Cashback.
    await chooseKind(page, 'Cashback', 'cashback');
    await chooseUser(page, 'Rina Kurniawati');
    await page.getByLabel('Jumlah').fill('25.000');
    await sendAndWait(page, '/admin/notifications/cashback');
    expect(await lastBody(page, '/admin/notifications/cashback')).toEqual({ userId: 6, amount: 25000, source: null });

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/tab=history/);
    const titles = page.getByTestId('notifications-history-title');
    await expect(titles.first()).toBeVisible();
    // Newest first: the typed sends, then the promo's copies; the custom send is further down.
    expect((await titles.allTextContents()).slice(0, 5)).toEqual(['Cashback Diterima', 'Info Pengiriman', 'Status Pembayaran', 'Status Pesanan Diperbarui', 'Promo Keramik Uji']);
    await expect(page.getByTestId('notifications-history-message').filter({ hasText: 'Pembayaran Rp1.250.000 untuk pesanan TRX-UJI-2' })).toHaveCount(1);
    await page.getByLabel('Cari judul, pesan atau pengguna').fill('jam operasional');
    await expect(titles).toHaveText(['Jam Operasional Baru']);
    await page.getByLabel('Cari judul, pesan atau pengguna').fill('Promo Keramik Uji');
    await expect(titles).toHaveCount(Math.min(activeCount, 20));
    await page.getByLabel('Cari judul, pesan atau pengguna').fill('tidak ada yang seperti ini');
    await expect(page.getByTestId('notifications-history-empty')).toHaveText('Tidak ada notifikasi yang cocok dengan pencarian.');

    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page.getByTestId('notifications-stat-total-value')).toHaveText(new Intl.NumberFormat('id-ID').format(total + 5 + activeCount));
    await expect(page.getByTestId('notifications-type-cashback').getByTestId('notifications-type-count')).toHaveText(String(cashbackBefore + 1));
    await expect(page.getByRole('img', { name: 'Grafik jumlah notifikasi per tipe' })).toBeVisible();
  });

  test('a failed send shows the spec’s text with the server’s message and keeps what was typed', async ({ page }) => {
    await page.goto('/admin/notifications');
    await chooseUser(page, 'Budi Santoso');
    // The server's own refusal: no title.
    await page.getByLabel('Pesan', { exact: true }).fill('Tanpa judul');
    await send(page).click();
    await expect(toast(page)).toContainText('Failed to send notification: Judul dan pesan wajib diisi.');
    await expect(page.getByLabel('Pesan', { exact: true })).toHaveValue('Tanpa judul');

    await page.getByLabel('Judul').fill('Uji Gagal');
    await failNext(page, { method: 'POST', path: '/admin/notifications/custom', status: 503, body: { message: 'Layanan notifikasi sedang gangguan' }, times: 1 });
    await send(page).click();
    // Toasts take turns (5 s each): the next one shows when the last has closed.
    await expect(toast(page)).toContainText('Failed to send notification: Layanan notifikasi sedang gangguan', { timeout: 12_000 });
    await expect(page.getByLabel('Judul')).toHaveValue('Uji Gagal');

    // No text from the server: the spec's fallback.
    await failNext(page, { method: 'POST', path: '/admin/notifications/custom', status: 500, body: {}, times: 1 });
    await send(page).click();
    await expect(toast(page)).toContainText('Failed to send notification: An error occurred', { timeout: 12_000 });
  });

  test('a double click sends once, the button held until the answer', async ({ page }) => {
    await page.goto('/admin/notifications?jenis=cashback');
    await chooseUser(page, 'Budi Santoso');
    await page.getByLabel('Jumlah').fill('10.000');
    await failNext(page, { method: 'POST', path: '/admin/notifications/cashback', delayMs: 1200, times: 1 });
    await send(page).dblclick();
    await expect(page.getByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    await expect(send(page)).toBeEnabled();
    expect(await fakeRequests(page, 'POST', '/admin/notifications/cashback')).toHaveLength(1);
  });

  test('deletes a notification from the history after confirming', async ({ page }) => {
    await page.goto('/admin/notifications?tab=history');
    const rows = page.getByTestId('notifications-history-row');
    await expect(rows.first()).toBeVisible();
    const count = await page.getByTestId('notifications-history-count').textContent();
    const title = (await rows.first().getByTestId('notifications-history-title').textContent()) ?? '';
    await rows.first().getByRole('button', { name: `Hapus notifikasi ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Hapus notifikasi "${title}"?`);
    await failNext(page, { method: 'DELETE', path: '/admin/notifications/{id}', status: 500, body: { message: 'Database sibuk' }, times: 1 });
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await expect(toast(page)).toContainText('Gagal menghapus notifikasi: Database sibuk');
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('notifications-history-count')).not.toHaveText(count ?? '');
    expect(await fakeRequests(page, 'DELETE', /^\/admin\/notifications\/\d+$/)).toHaveLength(2);
  });

  test('the bell counts a sent notification, marks it read, and keeps that across a reload', async ({ page }) => {
    await page.goto('/admin/notifications');
    await expect(bell(page)).toHaveAccessibleName('Notifikasi');
    await chooseUser(page, 'Budi Santoso');
    await page.getByLabel('Judul').fill('Uji Lonceng');
    await page.getByLabel('Pesan', { exact: true }).fill('Isi uji lonceng');
    await sendAndWait(page, '/admin/notifications/custom');
    await expect(bell(page)).toHaveAccessibleName('Notifikasi, 1 belum dibaca');
    // The local notification's own toast follows the send's.
    await expect(toast(page)).toContainText('Notifikasi terkirim', { timeout: 12_000 });

    await bell(page).click();
    const item = centre(page).getByTestId('notification-centre-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Notifikasi terkirim');
    await expect(item).toContainText('Uji Lonceng');
    await expect(item).toHaveAttribute('data-read', 'false');
    await centre(page).getByRole('button', { name: 'Tandai semua dibaca' }).click();
    await expect(item).toHaveAttribute('data-read', 'true');
    // The button turned disabled: the panel keeps the focus, so Escape still closes it.
    await expect(centre(page)).toBeFocused();
    // The open list hides the page from assistive technology; closed, the bell has its name again.
    await page.keyboard.press('Escape');
    await expect(centre(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
    await expect(bell(page)).toHaveAccessibleName('Notifikasi');

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifikasi');
    await bell(page).click();
    await expect(centre(page).getByTestId('notification-centre-item')).toHaveAttribute('data-read', 'true');
    await centre(page).getByRole('button', { name: 'Hapus semua' }).click();
    await expect(centre(page).getByTestId('notification-centre-empty')).toHaveText('Belum ada notifikasi.');
    // A click beside the panel closes it.
    await page.mouse.click(20, 400);
    await expect(centre(page)).toBeHidden();
    await page.reload();
    await bell(page).click();
    await expect(centre(page).getByTestId('notification-centre-empty')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('every tab and the notification centre fit 390 px without sideways scroll', async ({ page }) => {
      for (const search of ['', '?jenis=payment', '?jenis=promo', '?tab=stats', '?tab=history']) {
        await page.goto(`/admin/notifications${search}`);
        await expect(page.getByTestId('notifications-page')).toBeVisible();
        if (search === '?tab=stats') await expect(page.getByTestId('notifications-stat-total-value')).toBeVisible();
        if (search === '?tab=history') await expect(page.getByTestId('notifications-history-row').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), search).toBeLessThanOrEqual(390);
      }
      await bell(page).click();
      await expect(centre(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
