import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { failNext, fakeRequests, login, toast } from './support';

type SnapshotOrder = { id: number; kode_transaksi: string; status_pembayaran: string; metode_pembayaran: string };
type Snapshot = { penjualanWeb: SnapshotOrder[]; chatThreads: Array<{ orderId: number }>; chatMessages: Array<{ orderId: number; senderType: string; messageContent: string; attachments: unknown[] }> };

const SEND = '/admin/chat/transaksi/messages';
const UPLOAD = '/admin/chat/upload';
const PDF = { name: 'invoice-proyek.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };

const snapshot = async (page: Page): Promise<Snapshot> => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  return page.evaluate(async () => (await window.__fakeApi?.snapshot()) as unknown as Snapshot);
};

/** A chat of the seed whose order is in this payment status. */
const chatOfOrder = async (page: Page, status: string): Promise<SnapshotOrder> => {
  const db = await snapshot(page);
  const order = db.penjualanWeb.find((o) => o.status_pembayaran === status && o.metode_pembayaran === 'MANUAL_TRANSFER' && db.chatThreads.some((t) => t.orderId === o.id));
  expect(order, `a chat about an order ${status}`).toBeDefined();
  return order as SnapshotOrder;
};

const input = (page: Page) => page.getByLabel('Tulis pesan');
const messages = (page: Page) => page.getByTestId('chat-messages').getByTestId('chat-message');
const proofCard = (page: Page, orderId: number): Locator => page.locator(`[data-testid="chat-proof"][data-order-id="${orderId}"]`);

/** The axe violations that block someone (serious or critical), as in a11y.spec.ts. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const openChat = async (page: Page, orderId?: number) => {
  await page.goto(`/admin/chat-management${orderId ? `?thread=${orderId}` : ''}`);
  if (orderId) await expect(messages(page).first()).toBeVisible();
  else await expect(page.getByTestId('chat-thread').first()).toBeVisible();
};

test.describe('chat management (issue 13)', () => {
  test("sends a message (once, however fast the clicks) and a PDF; the customer's reply arrives with the 30 s refresh", async ({ page }) => {
    await page.clock.install();
    await login(page);
    const order = await chatOfOrder(page, 'LUNAS');
    await openChat(page);
    await page.locator(`[data-testid="chat-thread"][data-order-id="${order.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`thread=${order.id}`));
    await expect(messages(page).first()).toBeVisible();
    const before = await messages(page).count();

    await input(page).fill('Halo kak, pesanan sedang kami siapkan.');
    await page.getByTestId('chat-send').dblclick();
    await expect(toast(page)).toContainText('Berhasil: Pesan terkirim');
    await expect(input(page)).toHaveValue('');
    await expect(messages(page)).toHaveCount(before + 1);
    await expect(messages(page).last()).toHaveAttribute('data-sender', 'ADMIN');
    await expect(messages(page).last()).toContainText('Halo kak, pesanan sedang kami siapkan.');
    expect(await fakeRequests(page, 'POST', SEND)).toHaveLength(1);

    // The customer answers a few seconds later; the screen reads the conversation again by itself every 30 s.
    await page.clock.fastForward(31_000);
    await expect(messages(page)).toHaveCount(before + 2);
    await expect(messages(page).last()).toHaveAttribute('data-sender', 'CUSTOMER');

    await page.getByTestId('chat-file-input').setInputFiles(PDF);
    await expect(toast(page)).toContainText(`Informasi: File "${PDF.name}" siap untuk dikirim`);
    await expect(page.getByTestId('chat-file-name')).toHaveText(PDF.name);
    await expect(page.getByTestId('chat-file-size')).toHaveText('0,1 KB');
    await input(page).press('Enter');
    await expect(messages(page)).toHaveCount(before + 3);
    await expect(messages(page).last().getByTestId('chat-attachment-name')).toHaveText(PDF.name);
    await expect(messages(page).last()).toContainText(`[File: ${PDF.name}]`);
    await expect(page.getByTestId('chat-file-preview')).toHaveCount(0);
    const uploads = await fakeRequests(page, 'POST', UPLOAD);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.body).toMatchObject({ transaksiId: String(order.id), isPaymentProof: 'false', file: { name: PDF.name, type: 'application/pdf' } });
    const sends = await fakeRequests(page, 'POST', SEND);
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body).toMatchObject({ transaksiId: order.id, content: `[File: ${PDF.name}]`, attachment: { fileName: PDF.name, mimeType: 'application/pdf', isPaymentProof: false } });
  });

  test('approves a proof after confirming (the order is paid in the Order Center) and rejects another with a reason', async ({ page }) => {
    await login(page);
    const db = await snapshot(page);
    const awaiting = db.penjualanWeb.filter((o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && db.chatThreads.some((t) => t.orderId === o.id));
    expect(awaiting.length).toBeGreaterThanOrEqual(2);
    const [approved, rejected] = awaiting as [SnapshotOrder, SnapshotOrder];
    await openChat(page);
    const panel = page.getByTestId('chat-proofs-panel');
    await expect(panel.getByTestId('chat-proofs-count')).toHaveText(/^\d+ menunggu persetujuan$/);
    // A proof counts as waiting while its order is still being read; the count is settled once every order is in.
    await expect(panel.locator('[data-testid="chat-proof"][data-standing="loading"]')).toHaveCount(0);
    const count = Number((await panel.getByTestId('chat-proofs-count').textContent())?.split(' ')[0]);

    const card = proofCard(page, approved.id);
    await expect(card.getByTestId('chat-proof-payment-status')).toHaveText('Menunggu Konfirmasi');
    await expect(card.getByTestId('chat-proof-order-link')).toHaveText(approved.kode_transaksi);
    await card.getByTestId('chat-proof-approve').click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(approved.kode_transaksi);
    await confirm.getByRole('button', { name: 'Setujui' }).dblclick();
    await expect(toast(page)).toContainText('Berhasil: Bukti pembayaran disetujui');
    await expect(card).toHaveCount(0);
    await expect(panel.getByTestId('chat-proofs-count')).toHaveText(`${count - 1} menunggu persetujuan`);
    expect(await fakeRequests(page, 'POST', '/admin/chat/approve-payment-proof')).toHaveLength(1);

    const other = proofCard(page, rejected.id);
    await other.getByTestId('chat-proof-reject').click();
    const dialog = page.getByTestId('chat-reject-dialog');
    await dialog.getByLabel('Alasan penolakan:').fill('Nominal transfer kurang Rp5.000');
    await dialog.getByTestId('chat-reject-dialog-confirm').click();
    // (After the approval's toast: react-admin shows one at a time.)
    await expect(toast(page)).toContainText('Berhasil: Bukti pembayaran ditolak', { timeout: 12_000 });
    await expect(other).toHaveCount(0);
    const rejection = (await fakeRequests(page, 'POST', '/admin/chat/approve-payment-proof'))[1];
    expect(rejection?.body).toMatchObject({ approved: false, rejectionReason: 'Nominal transfer kurang Rp5.000' });
    await page.locator(`[data-testid="chat-thread"][data-order-id="${rejected.id}"]`).click();
    await expect(messages(page).last()).toContainText('Bukti pembayaran ditolak. Alasan: Nominal transfer kurang Rp5.000');
    await expect(page.getByTestId('chat-proof-status').filter({ hasText: 'Ditolak' })).toHaveCount(1);

    // The approved order is paid where the orders live.
    await page.goto(`/admin/order-center/${approved.id}`);
    await expect(page.getByTestId('detail-payment-status')).toHaveText('Lunas');
    expect((await snapshot(page)).penjualanWeb.find((o) => o.id === rejected.id)?.status_pembayaran).toBe('MENUNGGU_KONFIRMASI');
  });

  test('what is typed and attached, and where the administrator scrolled, survive the 30 s auto-refresh that brings a reply', async ({ page }) => {
    await page.clock.install();
    await login(page);
    // The longest conversation of the seed, so there is somewhere to scroll.
    const db = await snapshot(page);
    const longest = db.chatThreads.map((t) => t.orderId).sort((a, b) => db.chatMessages.filter((m) => m.orderId === b).length - db.chatMessages.filter((m) => m.orderId === a).length)[0] as number;
    await openChat(page, longest);
    await input(page).fill('Baik kak, kami cek dulu.');
    await input(page).press('Enter');
    await expect(input(page)).toHaveValue('');
    // The database holds the reply already, due a few seconds from now (not shown before then).
    const count = (await snapshot(page)).chatMessages.filter((m) => m.orderId === longest).length;
    await expect(messages(page)).toHaveCount(count - 1);

    await page.getByTestId('chat-file-input').setInputFiles(PDF);
    await input(page).fill('Draf balasan yang belum selesai');
    const box = page.getByTestId('chat-messages');
    expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await box.evaluate((el) => {
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
    });
    await page.clock.fastForward(31_000);
    // The customer's reply came with the refresh, and nothing else moved.
    await expect(messages(page)).toHaveCount(count);
    await expect(messages(page).last()).toHaveAttribute('data-sender', 'CUSTOMER');
    await expect(input(page)).toHaveValue('Draf balasan yang belum selesai');
    await expect(page.getByTestId('chat-file-name')).toHaveText(PDF.name);
    expect(await box.evaluate((el) => el.scrollTop)).toBe(0);
    expect(await fakeRequests(page, 'POST', SEND)).toHaveLength(1);
  });

  test('a failed send keeps the text and the attachment; sending again works', async ({ page }) => {
    await login(page);
    const order = await chatOfOrder(page, 'LUNAS');
    await openChat(page, order.id);
    await page.getByTestId('chat-file-input').setInputFiles(PDF);
    await input(page).fill('Berikut invoicenya kak');
    await failNext(page, { method: 'POST', path: SEND, status: 500, body: {}, times: 1 });
    await page.getByTestId('chat-send').click();
    await expect(toast(page)).toContainText('Terjadi Kesalahan: Gagal mengirim pesan', { timeout: 12_000 });
    await expect(input(page)).toHaveValue('Berikut invoicenya kak');
    await expect(page.getByTestId('chat-file-name')).toHaveText(PDF.name);
    await page.getByTestId('chat-send').click();
    await expect(input(page)).toHaveValue('');
    await expect(page.getByTestId('chat-file-preview')).toHaveCount(0);
    expect(await fakeRequests(page, 'POST', SEND)).toHaveLength(2);
    const saved = (await snapshot(page)).chatMessages.filter((m) => m.messageContent === 'Berikut invoicenya kak');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.attachments).toHaveLength(1);
  });

  test('on a phone: the list first, then the conversation with a back button, the chosen chat in the address', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    await openChat(page);
    await expect(page.getByTestId('chat-conversation')).toHaveCount(0);
    const first = page.getByTestId('chat-thread').first();
    const orderId = await first.getAttribute('data-order-id');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`thread=${orderId}`));
    await expect(page.getByTestId('chat-thread-list')).toHaveCount(0);
    await expect(messages(page).first()).toBeVisible();
    await input(page).fill('Dari HP');
    await input(page).press('Enter');
    await expect(messages(page).last()).toContainText('Dari HP');
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.reload();
    await expect(messages(page).last()).toContainText('Dari HP');
    await page.getByRole('button', { name: 'Kembali ke daftar chat' }).click();
    await expect(page.getByTestId('chat-thread').first()).toBeVisible();
    await expect(page).not.toHaveURL(/thread=/);
    // The list cannot be swiped sideways into empty space (an unread count's hidden words once made it twice as wide).
    await expect(page.getByTestId('chat-thread-unread').first()).toBeVisible();
    const sideways = await page.getByTestId('chat-thread').first().evaluate((row) => {
      let box: HTMLElement | null = row.parentElement;
      while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
      return box ? box.scrollWidth - box.clientWidth : -1;
    });
    expect(sideways).toBe(0);
    // The proofs on a phone: their own pane, closed again by its button.
    await page.getByTestId('chat-proofs-toggle').click();
    await expect(page.getByTestId('chat-proofs-panel')).toBeVisible();
    await page.getByTestId('chat-proofs-close').click();
    await expect(page.getByTestId('chat-thread').first()).toBeVisible();
  });

  test('no serious axe violation in the approve and reject dialogs; the reason is required by our own words', async ({ page }) => {
    await login(page);
    await openChat(page);
    // The panel opens with the proofs that can be approved; wait for the orders to be read.
    await page.locator('[data-testid="chat-proof"][data-standing="approvable"]').first().getByTestId('chat-proof-approve').click();
    await expect(page.getByTestId('chat-approve-dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('chat-approve-dialog').getByRole('button', { name: 'Batal' }).click();
    await page.getByTestId('chat-proof-reject').first().click();
    await page.getByTestId('chat-reject-dialog-confirm').click();
    await expect(page.getByText('Alasan penolakan wajib diisi.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('chat-reject-dialog')).toHaveCount(0);
  });

  test('no serious axe violation on a phone, in the list and in a conversation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    await openChat(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('chat-thread').first().click();
    await expect(messages(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
