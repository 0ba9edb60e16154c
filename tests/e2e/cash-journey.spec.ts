import { expect, test, type Page } from '@playwright/test';
import type { KasLogEntry, PendingCash } from '@/custom-pages/pending-cash/schemas';
import type { Order } from '@/resources/penjualan-web/schemas';
import { login, toast } from './support';

interface Snapshot {
  penjualanWeb: Order[];
  pendingCash: PendingCash[];
  kasLogs: KasLogEntry[];
  chatThreads: Array<{ orderId: number | string }>;
}

const snapshot = async (page: Page): Promise<Snapshot> => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  return page.evaluate(async () => (await window.__fakeApi?.snapshot()) as unknown as Snapshot);
};
const rupiah = (amount: number) => `Rp${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;
const cashRow = (page: Page, id: number | string) => page.locator(`[data-testid=pending-cash-row][data-entry-id="${id}"]`);
const chooseKas = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: /^Kas BCA CV \(/ }).click();
};

/**
 * The "done when": one order's money end to end, as a new user would follow it in the demo —
 * the customer's transfer proof approved in chat, the payment cashed in, a partial refund cashed out,
 * and both movements in the cash log with the right totals.
 */
test('one order’s money end to end: proof approved in chat, cashed in, partly refunded and paid out, all in the cash log', async ({ page }) => {
  test.slow();
  await login(page);
  const start = await snapshot(page);
  const order = start.penjualanWeb.find((o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && start.chatThreads.some((t) => String(t.orderId) === String(o.id))) as Order;
  expect(order, 'an order awaiting confirmation with a chat').toBeDefined();

  // 1. Chat: approve the customer's proof, after comparing it with the order.
  await page.goto(`/admin/chat-management?thread=${order.id}`);
  const card = page.locator(`[data-testid="chat-proof"][data-order-id="${order.id}"]`).first();
  await expect(card.getByTestId('chat-proof-order-link')).toHaveText(order.kode_transaksi);
  await card.getByTestId('chat-proof-approve').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Setujui' }).click();
  await expect(toast(page)).toContainText('Bukti pembayaran disetujui');

  // 2. Cash in: the verified transfer waits in pending cash; cash it in to Kas BCA CV.
  await page.goto('/admin/cash-in');
  const payment = (await snapshot(page)).pendingCash.find((e) => String(e.orderId) === String(order.id) && e.status === 'PENDING' && e.metodePembayaran === 'MANUAL_TRANSFER') as PendingCash;
  expect(Number(payment.jumlahGross)).toBe(Number(order.total_akhir));
  await cashRow(page, payment.id).getByRole('checkbox').check();
  await chooseKas(page, 'Kas tujuan');
  await page.getByTestId('pending-cash-submit').click();
  await page.getByRole('dialog', { name: 'Cairkan pembayaran?' }).getByRole('button', { name: 'Cairkan' }).click();
  await expect(toast(page)).toContainText('Berhasil cairkan 1 pembayaran ke Kas BCA CV');
  await expect(cashRow(page, payment.id)).toHaveCount(0);

  // 3. The order: a partial refund of one unit of its first item.
  const item = order.items[0] as Order['items'][number];
  const refundAmount = Number(item.harga_satuan_setelah_diskon_item);
  await page.goto(`/admin/order-center/${order.id}`);
  await expect(page.getByTestId('detail-payment-status')).toHaveText('Lunas');
  await page.getByTestId('refund-panel').getByRole('button', { name: 'Partial Refund' }).click();
  const form = page.getByRole('dialog', { name: /^Partial Refund/ });
  await form.getByRole('button', { name: `Qty refund untuk ${[item.judul_produk_induk, item.nama_varian].filter(Boolean).join(' - ')} +1` }).click();
  await form.getByLabel('Alasan Refund').fill('Satu sak semen mengeras');
  await form.getByRole('button', { name: 'Proses Refund' }).click();
  await page.getByRole('button', { name: 'Ya, proses refund' }).click();
  await expect(page.getByTestId('refund-result')).toContainText('Data refund diteruskan ke manajemen pending cash');
  await page.getByRole('button', { name: 'Tutup' }).click();

  // 4. Refund cash out from the same account.
  await page.goto('/admin/refund-management');
  const refund = (await snapshot(page)).pendingCash.find((e) => String(e.orderId) === String(order.id) && e.status === 'PENDING' && e.metodePembayaran === 'MANUAL_TRANSFER_REFUND') as PendingCash;
  expect(Number(refund.jumlahGross)).toBe(-refundAmount);
  await cashRow(page, refund.id).getByRole('checkbox').check();
  await chooseKas(page, 'Kas sumber');
  await page.getByTestId('pending-cash-submit').click();
  await page.getByRole('dialog', { name: 'Cairkan refund?' }).getByRole('button', { name: 'Cairkan Refund' }).click();
  await expect(toast(page)).toContainText('Berhasil cairkan 1 refund dari Kas BCA CV');
  await expect(cashRow(page, refund.id)).toHaveCount(0);

  // 5. The cash log, searched for the order: one in, one out, and the totals of both.
  await page.goto(`/admin/transaction-logs?q=${encodeURIComponent(order.kode_transaksi)}`);
  await expect(page.getByTestId('kas-log-row')).toHaveCount(2);
  await expect(page.getByTestId('kas-log-card-masuk-value')).toHaveText(rupiah(Number(order.total_akhir)));
  await expect(page.getByTestId('kas-log-card-keluar-value')).toHaveText(rupiah(refundAmount));
  await expect(page.getByTestId('kas-log-card-net-value')).toHaveText(rupiah(Number(order.total_akhir) - refundAmount));
  await expect(page.getByTestId('kas-log-card-net-verdict')).toHaveText('Surplus');
  await expect(page.getByTestId('kas-log-row').filter({ hasText: 'Refund Partial' })).toHaveCount(1);
});
