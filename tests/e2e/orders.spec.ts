import { expect, test, type Page } from '@playwright/test';
import { orderTabOf } from '@/resources/penjualan-web/shared/rules/orderCenterTab';
import { CARDS_PER_STEP } from '@/resources/penjualan-web/order-center/orderCenterQueue';
import { isCompletedOrCancelled } from '@/resources/penjualan-web/shared/rules/status';
import { failNext, login, toast } from './support';

const PHOTO = 'tests/fixtures/images/produk-persegi-500.png';

type SnapshotOrder = {
  id: number;
  kode_kurir: string | null;
  metode_pengiriman: string;
  kode_transaksi: string;
  status_pembayaran: string;
  status_pengiriman: string;
  tipe_pengiriman: string;
  biteship_order_id: string | null;
  biteship_status?: string | null;
  riwayat_status?: unknown[];
};

/** The fake backend's orders as they are now (the test's ground truth). */
const orders = async (page: Page): Promise<SnapshotOrder[]> => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  return page.evaluate(async () => ((await window.__fakeApi?.snapshot()) as unknown as { penjualanWeb: SnapshotOrder[] }).penjualanWeb);
};

const card = (page: Page, code: string) => page.getByTestId('order-card').filter({ has: page.getByRole('link', { name: code, exact: true }) });

test.describe('Orders: Order Center, fulfilment and history', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('the queue’s tab counts match the fake data, and a tab lists exactly its active orders', async ({ page }) => {
    await page.goto('/admin/order-center?tab=chat-admin');
    const all = await orders(page);
    const activeChat = all.filter((o) => orderTabOf(o) === 'chat-admin' && !isCompletedOrCancelled(o));
    await expect(page.getByTestId('summary-chat-admin-active')).toHaveText(String(activeChat.length));
    await expect(page.getByTestId('order-card')).toHaveCount(activeChat.length);
    await expect(page.getByTestId('orders-found')).toHaveText(`${activeChat.length} orders found`);
  });

  test("'Semua Order' lists every active order it counts, and with finished ones shown a page of 100 first, every order reached through 'Tampilkan lebih banyak'", async ({ page }) => {
    // Some twenty clicks, each mounting CARDS_PER_STEP more cards, to reach the last of some 270 orders.
    test.slow();
    await page.goto('/admin/order-center');
    const all = await orders(page);
    const active = all.filter((o) => !isCompletedOrCancelled(o));
    await expect(page.getByTestId('summary-all-orders-active')).toHaveText(String(active.length));
    await expect(page.getByTestId('orders-found')).toHaveText(`${active.length} orders found`);
    await page.getByTestId('show-completed').click();
    expect(all.length).toBeGreaterThan(100);
    // One page of the queue, not every order: the count says there are more.
    await expect(page.getByTestId('orders-found')).toHaveText('100+ orders found');
    const more = page.getByTestId('show-more');
    for (let clicks = 0; clicks < Math.ceil(all.length / CARDS_PER_STEP) && (await more.count()) > 0; clicks += 1) {
      await expect(more).toBeEnabled();
      await more.click();
    }
    await expect(more).toHaveCount(0);
    await expect(page.getByTestId('orders-found')).toHaveText(`${all.length} orders found`);
    await expect(page.getByTestId('order-card')).toHaveCount(all.length);
  });

  test('entity and courier filters and the completed checkbox live in the address and survive a reload', async ({ page }) => {
    await page.goto('/admin/order-center');
    await page.getByLabel('Entitas').selectOption('CV');
    await expect(page).toHaveURL(/entity=CV/);
    await expect(page.getByTestId('overview-filter')).toHaveText('CV');
    await expect(page.getByTestId('order-grid')).toHaveAttribute('aria-busy', 'false');
    for (const code of await page.getByTestId('order-card-code').allInnerTexts()) expect(code).toMatch(/^CV-/);

    await page.getByLabel('Kurir').selectOption('GRATIS_ONGKIR_0');
    await expect(page).toHaveURL(/courier=GRATIS_ONGKIR_0/);
    await expect(page.getByTestId('overview-filter')).toHaveText('CV · Gratis Ongkir');
    // The address changes first (a router navigation), then the box shows it.
    await page.getByLabel('show completed/cancelled orders').click();
    await expect(page).toHaveURL(/completed=1/);
    await page.reload();
    await expect(page.getByLabel('show completed/cancelled orders')).toBeChecked();
    await expect(page.getByTestId('overview-filter')).toHaveText('CV · Gratis Ongkir');
    await expect(page.getByTestId('order-grid')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('order-priority').filter({ hasText: 'Delivered' }).first()).toBeVisible();
    for (const type of await page.getByTestId('order-shipping-type').allInnerTexts()) expect(type).toBe('Gratis Ongkir');

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(page).not.toHaveURL(/entity=|courier=/);
  });

  test('opening an order by its id lands on its tab, and the back link returns to that tab', async ({ page }) => {
    await page.goto('/admin/order-center');
    const biteship = (await orders(page)).find((o) => o.tipe_pengiriman === 'BITESHIP');
    expect(biteship).toBeDefined();
    await page.goto(`/admin/order-center/${biteship!.id}`);
    await expect(page.getByTestId('order-code')).toHaveText(biteship!.kode_transaksi);
    await expect(page.getByTestId('tab-biteship')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'Kembali ke Queue' }).click();
    await expect(page).toHaveURL(/\/admin\/order-center\?tab=biteship$/);
  });

  test('a free-shipping order is shipped, its delivery photo uploaded, and it is complete with its timeline', async ({ page }) => {
    await page.goto('/admin/order-center?tab=gratis-ongkir');
    const ready = page.getByTestId('order-card').filter({ has: page.getByRole('button', { name: 'Ship Now' }) }).first();
    const code = await ready.getByTestId('order-card-code').innerText();
    await ready.getByRole('button', { name: 'Ship Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(code);
    // A double click on the confirmation still ships once.
    await dialog.getByRole('button', { name: 'Ship Now' }).dblclick();
    await expect(toast(page)).toContainText('Pesanan berhasil dikirim.');
    const shipped = (await orders(page)).find((o) => o.kode_transaksi === code)!;
    expect(shipped.status_pengiriman).toBe('DIKIRIM');
    expect(shipped.riwayat_status?.filter((event) => (event as { action: string }).action.toLowerCase().includes('kirim')).length).toBe(1);

    await card(page, code).getByRole('link', { name: code }).click();
    await page.getByLabel('Foto Bukti Pengiriman').setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Upload Bukti & Selesaikan' }).click();
    await expect(toast(page)).toContainText('Bukti pengiriman berhasil diunggah. Pesanan selesai.');
    await expect(page.getByTestId('detail-priority')).toHaveText('Delivered');
    await expect(page.getByTestId('shipping-panel')).toContainText('sudah selesai');
    await expect(page.getByTestId('order-timeline')).toContainText(/selesai/i);
  });

  test('a Biteship order is created, tracked with its timeline, and its label opens', async ({ page }) => {
    await page.goto('/admin/order-center?tab=biteship');
    const ready = page.getByTestId('order-card').filter({ has: page.getByRole('button', { name: 'Create Biteship Order' }) }).first();
    const code = await ready.getByTestId('order-card-code').innerText();
    await ready.getByRole('button', { name: 'Create Biteship Order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Biteship Order' }).click();
    await expect(toast(page)).toContainText('Order Biteship berhasil dibuat dengan resi');

    await card(page, code).getByRole('link', { name: code }).click();
    await expect(page.getByTestId('biteship-id')).toHaveText(/^[0-9a-f]{24}$/);
    await expect(page.getByTestId('tracking-timeline')).toBeVisible();
    const label = page.getByRole('link', { name: 'Print' });
    await expect(label).toHaveAttribute('href', /\/order-center\/labels\?ids=/);
    await page.goto((await label.getAttribute('href'))!);
    await expect(page.getByTestId('shipping-label')).toHaveCount(1);
    await expect(page.getByTestId('label-waybill')).not.toHaveText('-');
  });

  test('a delivered Biteship shipment is auto-completed', async ({ page }) => {
    await page.goto('/admin/order-center?tab=biteship');
    const delivered = (await orders(page)).find((o) => o.status_pengiriman === 'DIKIRIM' && o.biteship_status === 'delivered');
    expect(delivered, 'the seed holds a delivered Biteship shipment').toBeDefined();
    await page.goto(`/admin/order-center/${delivered!.id}`);
    await page.getByRole('button', { name: 'Auto-complete (Terkirim)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Auto-complete (Terkirim)' }).click();
    await expect(toast(page)).toContainText('Pesanan selesai: paket sudah diterima menurut Biteship.');
    await expect(page.getByTestId('detail-priority')).toHaveText('Delivered');
  });

  test('a chat order is cancelled only with a reason', async ({ page }) => {
    await page.goto('/admin/order-center');
    const open = (await orders(page)).find((o) => o.tipe_pengiriman === 'CHAT_ADMIN' && o.status_pengiriman === 'BELUM_DIKIRIM' && o.status_pembayaran !== 'DIBATALKAN' && o.status_pembayaran !== 'PAYMENT_EXPIRED');
    await page.goto(`/admin/order-center/${open!.id}`);
    await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Batalkan Pesanan' }).click();
    await expect(dialog).toContainText('Alasan harus diisi');
    await dialog.getByLabel('Alasan pembatalan').fill('Pelanggan membatalkan lewat WhatsApp');
    await dialog.getByRole('button', { name: 'Batalkan Pesanan' }).click();
    await expect(toast(page)).toContainText('Pesanan berhasil dibatalkan.');
    await expect(page.getByTestId('detail-priority')).toHaveText('Cancelled');
    await expect(page.getByTestId('detail-shipping-status')).toHaveCount(0);
    await expect(page.getByTestId('order-timeline')).toContainText('Pelanggan membatalkan lewat WhatsApp');
  });

  test('a waybill is updated after its confirmation', async ({ page }) => {
    await page.goto('/admin/order-center');
    const shipped = (await orders(page)).find((o) => o.tipe_pengiriman === 'BITESHIP' && o.status_pengiriman === 'DIKIRIM');
    await page.goto(`/admin/order-center/${shipped!.id}`);
    await page.getByRole('button', { name: 'Update Nomor Resi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Mohon isi nomor resi baru');
    await dialog.getByLabel('Nomor resi baru').fill('JP9988776655');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Ganti nomor resi menjadi JP9988776655?');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(toast(page)).toContainText('Nomor resi berhasil diperbarui.');
    expect((await orders(page)).find((o) => o.id === shipped!.id)).toMatchObject({ nomor_resi: 'JP9988776655' });
  });

  test('a failed action shows the server’s error and changes nothing', async ({ page }) => {
    await page.goto('/admin/order-center?tab=gratis-ongkir');
    const ready = page.getByTestId('order-card').filter({ has: page.getByRole('button', { name: 'Ship Now' }) }).first();
    const code = await ready.getByTestId('order-card-code').innerText();
    await failNext(page, { method: 'POST', path: '/admin/penjualan-web/{id}/kirim', status: 500, body: { error: 'Kurir toko sedang tidak tersedia' }, times: 1 });
    await ready.getByRole('button', { name: 'Ship Now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ship Now' }).click();
    await expect(toast(page)).toContainText('Gagal ship order: Kurir toko sedang tidak tersedia');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await orders(page)).find((o) => o.kode_transaksi === code)?.status_pengiriman).toBe('SIAP_DIKIRIM');
  });

  test('a refused cancel and a refused waybill show the server’s text, keep what was typed and change nothing', async ({ page }) => {
    await page.goto('/admin/order-center');
    const all = await orders(page);
    const open = all.find((o) => o.tipe_pengiriman === 'CHAT_ADMIN' && o.status_pengiriman === 'BELUM_DIKIRIM' && o.status_pembayaran !== 'DIBATALKAN' && o.status_pembayaran !== 'PAYMENT_EXPIRED')!;
    await page.goto(`/admin/order-center/${open.id}`);
    await failNext(page, { method: 'POST', path: '/admin/penjualan-web/{id}/cancel', status: 409, body: { error: 'Order ini tidak dalam status yang tepat' }, times: 1 });
    await page.getByRole('button', { name: 'Batalkan Pesanan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Alasan pembatalan').fill('Stok habis');
    await dialog.getByRole('button', { name: 'Batalkan Pesanan' }).click();
    await expect(toast(page)).toContainText('Order ini tidak dalam status yang tepat');
    await expect(dialog.getByLabel('Alasan pembatalan')).toHaveValue('Stok habis');
    expect((await orders(page)).find((o) => o.id === open.id)?.status_pengiriman).toBe('BELUM_DIKIRIM');

    const shipped = all.find((o) => o.tipe_pengiriman === 'BITESHIP' && o.status_pengiriman === 'DIKIRIM')!;
    await page.goto(`/admin/order-center/${shipped.id}`);
    // No text from the server: the spec's fallback shows.
    await failNext(page, { method: 'PUT', path: '/admin/penjualan-web/{id}/update-resi', status: 500, body: {}, times: 1 });
    await page.getByRole('button', { name: 'Update Nomor Resi' }).click();
    await page.getByRole('dialog').getByLabel('Nomor resi baru').fill('JP1111111111');
    await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(toast(page)).toContainText('Gagal update nomor resi.');
    expect((await orders(page)).find((o) => o.id === shipped.id)).not.toMatchObject({ nomor_resi: 'JP1111111111' });
  });

  test('the transaction history filters, opens the read-only detail, and its back link returns', async ({ page }) => {
    await page.getByRole('menuitem', { name: 'Riwayat Transaksi' }).click();
    await expect(page).toHaveURL(/\/admin\/transaksi\/riwayat/);
    await expect(page.getByTestId('history-count-total')).toHaveText(String((await orders(page)).length));
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Dibatalkan' }).click();
    await expect(page).toHaveURL(/filter=.*DIBATALKAN/);
    const cancelled = (await orders(page)).filter((o) => o.status_pembayaran === 'DIBATALKAN' || o.status_pengiriman === 'DIBATALKAN').length;
    await expect(page.getByTestId('history-count-total')).toHaveText(String(cancelled));
    await expect(page.getByTestId('history-count-dibatalkan')).toHaveText(String(cancelled));
    await page.getByRole('link', { name: 'Detail' }).first().click();
    await expect(page).toHaveURL(/\/admin\/transaksi-web\/\d+$/);
    await expect(page.getByTestId('transaction-detail')).toBeVisible();
    await expect(page.getByTestId('shipping-status')).toHaveText('Dibatalkan');
    await page.getByRole('link', { name: 'Kembali ke Riwayat Transaksi' }).click();
    await expect(page).toHaveURL(/\/admin\/transaksi\/riwayat/);

    await page.getByPlaceholder('Cari kode transaksi atau nama penerima').fill('tidak-ada-transaksi-seperti-ini');
    await expect(page.getByTestId('history-empty')).toHaveText('Tidak ada transaksi yang sesuai dengan filter');
  });

  test('on a laptop the filter row wraps instead of cutting the count, and every card ends with Buka on the right', async ({ page }) => {
    await page.goto('/admin/order-center?tab=gratis-ongkir');
    await expect(page.getByTestId('orders-found')).toHaveText(/orders found/);
    const filterCard = page.locator('.MuiCardContent-root').filter({ has: page.getByTestId('orders-found') });
    expect(await filterCard.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const clear = (await page.getByRole('button', { name: 'Clear Filter' }).boundingBox())!;
    expect(clear.height, 'Clear Filter stays on one line').toBeLessThan(40);

    // The card with the most actions is the one whose Buka used to drop to the left of its own line.
    const busy = page.getByTestId('order-card').filter({ has: page.getByRole('button', { name: 'Partial Refund' }) }).first();
    const cardBox = (await busy.boundingBox())!;
    const open = (await busy.getByRole('link', { name: 'Buka' }).boundingBox())!;
    expect(Math.abs(cardBox.x + cardBox.width - (open.x + open.width))).toBeLessThan(24);
  });

  test('an order’s header badges are one size, and on a phone its items stack so the subtotal is in view', async ({ page }) => {
    await page.goto('/admin/order-center');
    const first = (await orders(page))[0]!;
    await page.goto(`/admin/order-center/${first.id}`);
    const badges = page.getByTestId('detail-badges').locator('.MuiChip-root');
    await expect(badges.first()).toBeVisible();
    const heights = await Promise.all((await badges.all()).map(async (badge) => (await badge.boundingBox())!.height));
    expect(heights.length).toBeGreaterThan(1);
    expect(new Set(heights).size).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('order-items-list')).toBeVisible();
    const subtotal = page.getByTestId('order-item-subtotal').first();
    await subtotal.scrollIntoViewIfNeeded();
    const box = (await subtotal.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a 401 on an order call ends the session', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await failNext(page, { method: 'GET', path: '/admin/penjualan-web/summary', status: 401, body: { error: 'Token kedaluwarsa' } });
    await page.getByRole('menuitem', { name: 'Order Center' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});
