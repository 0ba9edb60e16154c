import { expect, test, type Page } from '@playwright/test';
import type { KasLogEntry, PendingCash } from '@/custom-pages/pending-cash/schemas';
import { detectShippingType } from '@/resources/penjualan-web/shared/rules/shippingType';
import { isCompletedOrCancelled } from '@/resources/penjualan-web/shared/rules/status';
import type { Order, RefundRecord } from '@/resources/penjualan-web/schemas';
import { fakeRequests, login, toast } from './support';

const PHOTO = 'tests/fixtures/images/produk-persegi-500.png';

interface Snapshot {
  penjualanWeb: Order[];
  pendingCash: PendingCash[];
  refundRecords: RefundRecord[];
  kasLogs: KasLogEntry[];
}

/** The fake backend's tables as they are now (the test's ground truth). */
const snapshot = async (page: Page): Promise<Snapshot> => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  return page.evaluate(async () => (await window.__fakeApi?.snapshot()) as unknown as Snapshot);
};
const rupiah = (amount: number) => `Rp${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;
const typed = (amount: number) => new Intl.NumberFormat('id-ID').format(amount);
const cashRow = (page: Page, id: number | string) => page.locator(`[data-testid=pending-cash-row][data-entry-id="${id}"]`);
const chooseKas = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: /^Kas BCA CV \(/ }).click();
};
const activeOrders = async (page: Page) => (await snapshot(page)).penjualanWeb.filter((o) => !isCompletedOrCancelled(o)).length;
/** The Order Center's 'Semua Order' count of active orders, once it agrees with the fake's data. */
const orderCenterActive = async (page: Page) => {
  await page.goto('/admin/order-center');
  const expected = await activeOrders(page);
  await expect(page.getByTestId('summary-all-orders-active')).toHaveText(String(expected));
  return expected;
};

/**
 * Issue 24: one order's whole life as an administrator walks it in the demo — the transfer verified,
 * the payment cashed in, the order shipped and completed with a photo, one item refunded and the refund
 * cashed out, an over-refund refused — and every screen on the way saying the same words and amounts.
 */
test('one transfer order from verification to the kas log: every screen agrees on its amounts, counts and states', async ({ page }) => {
  test.slow();
  await login(page);
  const start = await snapshot(page);
  // By role, never by id: the seed follows the clock.
  const order = start.penjualanWeb.find(
    (o) =>
      o.status_pembayaran === 'MENUNGGU_KONFIRMASI' &&
      o.metode_pembayaran === 'MANUAL_TRANSFER' &&
      detectShippingType(o).type === 'GRATIS_ONGKIR' &&
      o.items.length >= 1 &&
      Number(o.total_refunded ?? 0) === 0,
  );
  if (!order) throw new Error('the seed has no free-shipping manual transfer awaiting confirmation');
  const code = order.kode_transaksi;
  const total = Number(order.total_akhir);
  const item = order.items[0] as Order['items'][number];
  const itemName = [item.judul_produk_induk, item.nama_varian].filter(Boolean).join(' - ');
  const itemAmount = Number(item.harga_satuan_setelah_diskon_item);
  const remaining = Math.min(Number(order.total_harga_barang) + Number(order.ongkir), total) - itemAmount;
  expect(itemAmount).toBeGreaterThan(0);
  expect(remaining).toBeGreaterThan(0);

  // 1. Payment verification: listed and counted as waiting; its detail shows the order's total; verified there.
  await page.getByRole('menuitem', { name: 'Verifikasi Pembayaran' }).click();
  await expect(page).toHaveURL(/\/admin\/payment-verification$/);
  const waiting = start.penjualanWeb.filter((o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI').length;
  await expect(page.getByTestId('payment-stat-pending')).toHaveText(waiting.toLocaleString('id-ID'));
  await page.getByRole('link', { name: `Detail pembayaran ${code}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/payment-detail/${order.id}$`));
  await expect(page.getByTestId('payment-detail-code')).toHaveText(code);
  await expect(page.getByTestId('payment-detail-total')).toHaveText(rupiah(total));
  await page.getByRole('button', { name: `Verifikasi pembayaran ${code}`, exact: true }).click();
  const verify = page.getByRole('dialog');
  await expect(verify).toContainText(code);
  await verify.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(toast(page)).toContainText('Pembayaran berhasil diverifikasi');
  await expect(page.getByTestId('payment-detail-status')).toHaveText('Lunas');
  await expect(page.getByTestId('payment-no-action')).toBeVisible();
  await page.goto('/admin/payment-verification');
  await expect(page.getByTestId('payment-stat-pending')).toHaveText((waiting - 1).toLocaleString('id-ID'));

  // 2. Cash In: the verified payment waits there for the order's total; cashed in to Kas BCA CV.
  await page.goto('/admin/cash-in');
  const payment = (await snapshot(page)).pendingCash.find((e) => String(e.orderId) === String(order.id) && e.status === 'PENDING' && e.metodePembayaran === 'MANUAL_TRANSFER');
  if (!payment) throw new Error(`no pending cash-in for ${code}`);
  expect(Number(payment.jumlahGross)).toBe(total);
  await expect(cashRow(page, payment.id)).toContainText(code);
  await expect(cashRow(page, payment.id)).toContainText(rupiah(total));
  await cashRow(page, payment.id).getByRole('checkbox').check();
  await chooseKas(page, 'Kas tujuan');
  await page.getByTestId('pending-cash-submit').click();
  await page.getByRole('dialog', { name: 'Cairkan pembayaran?' }).getByRole('button', { name: 'Cairkan' }).click();
  await expect(toast(page)).toContainText('Berhasil cairkan 1 pembayaran ke Kas BCA CV');
  await expect(cashRow(page, payment.id)).toHaveCount(0);

  // 3. Ship it from its detail, then complete it with the delivery photo; the Order Center counts one active order less.
  const activeBefore = await orderCenterActive(page);
  await page.goto(`/admin/order-center/${order.id}`);
  await expect(page.getByTestId('order-code')).toHaveText(code);
  await expect(page.getByTestId('detail-payment-status')).toHaveText('Lunas');
  await expect(page.getByTestId('detail-priority')).toHaveText('Ready to Ship');
  await page.getByTestId('shipping-panel').getByRole('button', { name: 'Ship Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ship Now' }).click();
  await expect(toast(page)).toContainText('Pesanan berhasil dikirim.');
  await expect(page.getByTestId('detail-priority')).toHaveText('In Transit');
  await page.getByLabel('Foto Bukti Pengiriman').setInputFiles(PHOTO);
  await page.getByRole('button', { name: 'Upload Bukti & Selesaikan' }).click();
  await expect(toast(page)).toContainText('Bukti pengiriman berhasil diunggah. Pesanan selesai.');
  await expect(page.getByTestId('detail-priority')).toHaveText('Delivered');
  await expect(page.getByTestId('shipping-panel')).toContainText('sudah selesai');
  const photo = page.getByTestId('delivery-photo').getByRole('img');
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('order-timeline')).toContainText(/selesai/i);
  expect(await orderCenterActive(page)).toBe(activeBefore - 1);

  // 4. A partial refund of one unit of its first item; the result names the amount and links to its cash-out.
  await page.goto(`/admin/order-center/${order.id}`);
  await page.getByTestId('refund-panel').getByRole('button', { name: 'Partial Refund' }).click();
  const partial = page.getByRole('dialog', { name: /^Partial Refund/ });
  await partial.getByRole('button', { name: `Qty refund untuk ${itemName} +1` }).click();
  await expect(partial.getByTestId('refund-total')).toHaveText(`Total Refund: ${rupiah(itemAmount)}`);
  await partial.getByLabel('Alasan Refund').fill('Satu barang retak saat diterima');
  await partial.getByRole('button', { name: 'Proses Refund' }).click();
  await page.getByRole('dialog', { name: 'Anda yakin ingin memproses refund 1 item?' }).getByRole('button', { name: 'Ya, proses refund' }).click();
  const result = page.getByTestId('refund-result');
  await expect(result).toContainText(`Total refund: ${rupiah(itemAmount)}`);
  await expect(result).toContainText('Data refund diteruskan ke manajemen pending cash');
  expect(await fakeRequests(page, 'POST', /^\/admin\/refunds\//)).toHaveLength(1);
  const refund = (await snapshot(page)).pendingCash.find((e) => String(e.orderId) === String(order.id) && e.metodePembayaran === 'MANUAL_TRANSFER_REFUND');
  if (!refund) throw new Error(`no pending refund cash-out for ${code}`);
  expect(Number(refund.jumlahGross)).toBe(-itemAmount);
  const link = page.getByTestId('refund-result-link');
  await expect(link).toHaveText(`Buka di Refund Management (ID ${refund.id})`);

  // 5. Refund Management, reached by that link: the one entry, for the refund's amount, cashed out of Kas BCA CV.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/refund-management\\?id=${refund.id}$`));
  await expect(page.getByTestId('pending-cash-one-entry')).toBeVisible();
  await expect(page.getByTestId('pending-cash-row')).toHaveCount(1);
  await expect(cashRow(page, refund.id)).toContainText(code);
  await expect(cashRow(page, refund.id)).toContainText(rupiah(itemAmount));
  await cashRow(page, refund.id).getByRole('checkbox').check();
  await chooseKas(page, 'Kas sumber');
  await page.getByTestId('pending-cash-submit').click();
  await page.getByRole('dialog', { name: 'Cairkan refund?' }).getByRole('button', { name: 'Cairkan Refund' }).click();
  await expect(toast(page)).toContainText('Berhasil cairkan 1 refund dari Kas BCA CV');
  await expect(cashRow(page, refund.id)).toHaveCount(0);

  // 6. The kas log for the order: the payment in for its total, the refund out for its amount, cashed out.
  await page.goto(`/admin/transaction-logs?q=${encodeURIComponent(code)}`);
  const rows = page.getByTestId('kas-log-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('kas-log-card-masuk-value')).toHaveText(rupiah(total));
  await expect(page.getByTestId('kas-log-card-keluar-value')).toHaveText(rupiah(itemAmount));
  await expect(page.getByTestId('kas-log-card-net-value')).toHaveText(rupiah(total - itemAmount));
  const refundRow = rows.filter({ hasText: 'Refund Partial' });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow.getByTestId('kas-log-amount')).toContainText(rupiah(itemAmount));
  await expect(refundRow.getByTestId('kas-log-status')).toHaveText('Sudah dicairkan');

  // 7. The order: the refunded amount, and its refund record in the kas log's words.
  await page.goto(`/admin/order-center/${order.id}`);
  await expect(page.getByTestId('order-code')).toHaveText(code);
  await expect(page.getByTestId('order-refunded')).toHaveText(rupiah(itemAmount));
  const record = page.getByTestId('refund-panel').getByTestId('refund-record');
  await expect(record).toHaveCount(1);
  await expect(record.getByTestId('refund-record-amount')).toHaveText(rupiah(itemAmount));
  await expect(record.getByTestId('refund-record-status')).toHaveText('Sudah dicairkan');

  // 8. More than what remains is refused at its field: the dialog stays open as typed, nothing is sent.
  // (The fake's request log starts with each page load, so what this page sent is counted from here.)
  const postsBefore = (await fakeRequests(page, 'POST')).length;
  await page.getByTestId('refund-panel').getByRole('button', { name: 'Refund', exact: true }).click();
  const full = page.getByRole('dialog', { name: /^Refund Order/ });
  await expect(full.getByTestId('refund-already')).toHaveText(rupiah(itemAmount));
  await expect(full.getByTestId('refund-remaining')).toContainText(rupiah(remaining));
  const over = typed(remaining + 1);
  await full.getByLabel('Refund Produk').fill(over);
  await full.getByLabel('Alasan Refund').fill('Pelanggan minta lebih');
  await expect(full.getByLabel('Refund Produk')).toHaveAttribute('aria-invalid', 'true');
  await expect(full.getByText(`Melebihi sisa yang dapat di-refund (${rupiah(remaining)})`)).toBeVisible();
  const submit = full.getByRole('button', { name: 'Proses Refund' });
  if (await submit.isEnabled()) await submit.click();
  await expect(page.getByRole('button', { name: 'Ya, proses refund' })).toHaveCount(0);
  await expect(full).toBeVisible();
  await expect(full.getByLabel('Refund Produk')).toHaveValue(over);
  await expect(full.getByLabel('Alasan Refund')).toHaveValue('Pelanggan minta lebih');
  expect(await fakeRequests(page, 'POST')).toHaveLength(postsBefore);
  await full.getByRole('button', { name: 'Batal', exact: true }).click();
  await expect(full).toBeHidden();

  // The fake's books say the same as the screens.
  const end = await snapshot(page);
  expect(end.penjualanWeb.find((o) => o.id === order.id)).toMatchObject({ status_pembayaran: 'LUNAS', total_refunded: itemAmount });
  expect(end.refundRecords.filter((r) => String(r.orderId) === String(order.id))).toHaveLength(1);
});
