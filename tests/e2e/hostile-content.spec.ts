import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './support';

/**
 * Issue 23: what the backend stores can never run in the back office. Hostile values are planted in
 * the fake's database as a real backend might hold them (a customer's message, a courier's link, an
 * old notification; the fake's own endpoints now refuse most of them), then every screen showing them
 * is visited and every link clicked. A script that ran would set `window.__pwned`.
 */

declare global {
  interface Window {
    __pwned?: unknown;
    /** Every address `window.open` was asked for (the wrapper opens nothing). */
    __opened?: string[];
    /** The type of every blob turned into an address (what a click could have opened). */
    __blobTypes?: string[];
  }
}

const MARKUP = '<img src=x onerror="window.__pwned=1">';
const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=1</script></svg>';
const HOSTILE = {
  markup: MARKUP,
  js: 'javascript:window.__pwned=1',
  html: 'data:text/html,<script>window.__pwned=1</script>',
  svg: `data:image/svg+xml,${encodeURIComponent(SCRIPT_SVG)}`,
  /** A base64 "PDF" whose bytes are a page. */
  fakePdf: `data:application/pdf;base64,${Buffer.from('<script>window.__pwned=1</script>').toString('base64')}`,
  rlo: '\u202E',
  long: `LONG-${'X'.repeat(2_000)}`,
};
/** The names of every button or link that opens a stored address (tracking, labels, proofs, photos). */
const LINK_NAMES = /^(Track|Track Live|Track Shipment|Lacak|Lacak di halaman pengiriman|Buka halaman kurir|Print|Print Label|Cetak Resi|Foto Resi|Lihat Bukti|Ukuran penuh|Bukti transfer refund|lihat)$/;
const CENTRE_KEY = 'toko-bangunan.back-office.notification-centre.v1';
/** Blob types a click may open or save: pictures and PDFs by their bytes, anything else as an opaque download. */
const SAFE_BLOB = /^(image\/(png|jpeg|webp)|application\/pdf|application\/octet-stream)$/;

interface HostileOrder {
  id: number;
  kode_transaksi: string;
  tipe_pengiriman?: string | null;
  nama_penerima: string;
  catatan_pesanan_dari_pelanggan?: string | null;
  tracking_url: string | null;
  url_cetak_resi: string | null;
  foto_resi_url: string | null;
  bukti_transfer_url: string | null;
  biteship_order_id: string | null;
  nomor_resi: string | null;
  refund_info?: unknown;
}
interface HostileDb {
  penjualanWeb: HostileOrder[];
  chatThreads: Array<{ id: number; orderId: number; customerName: string | null }>;
  chatMessages: Array<{ id: number; orderId: number; senderType: string; messageContent: string; sentAt: string; attachments: unknown[]; readByAdmin: boolean }>;
  notifications: Array<{ id: number; userId: number; type: string; title: string; message: string; isRead: boolean; createdAt: string; actionLabel: string | null; actionUrl: string | null }>;
  notificationUsers: Array<{ id: number }>;
  warehouseZones: Array<{ id: number; code: string }>;
  warehouseStock: Array<{ produkId: number; locationCode: string; qty: number }>;
  produkKasir: Array<{ id: number; kode_barang: string; nama_produk: string }>;
}

/** Watches what a click could open: `window.open` records and opens nothing, blob addresses record their type. */
const watchOpens = async (page: Page) => {
  await page.addInitScript(() => {
    window.__opened = [];
    window.__blobTypes = [];
    window.open = ((url?: string | URL) => {
      window.__opened?.push(String(url ?? ''));
      return null;
    }) as typeof window.open;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) window.__blobTypes?.push(object.type);
      return create(object);
    };
  });
  const seen: string[] = [];
  dialogs.set(page, seen);
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
};

/** Every alert, confirm or prompt a page opened (a script's favourite proof that it ran). */
const dialogs = new WeakMap<Page, string[]>();

const snapshot = async (page: Page): Promise<HostileDb> => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  return page.evaluate(async () => (await window.__fakeApi?.snapshot()) as unknown as HostileDb);
};

/**
 * Changes go through `__fakeApi.edit` inside the page (Playwright sends data, not functions, so each
 * change is written in its own `page.evaluate`), with the hostile values passed in.
 */
const fakeReady = (page: Page) => page.waitForFunction(() => Boolean(window.__fakeApi));

/** Nothing ran, and no address a page could run from reached an href, a src or window.open. */
const expectInert = async (page: Page, where: string) => {
  const found = await page.evaluate(() => {
    const risky = (value: string) => /^\s*(javascript|vbscript):/i.test(value) || (/^\s*data:/i.test(value) && !/^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/i.test(value.trim()));
    const attributes = [...document.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]')].flatMap((el) =>
      ['href', 'src', 'action', 'formaction', 'xlink:href'].map((name) => el.getAttribute(name) ?? '').filter(risky),
    );
    return {
      pwned: window.__pwned,
      attributes,
      opened: (window.__opened ?? []).filter(risky),
      blobTypes: window.__blobTypes ?? [],
      injected: document.querySelectorAll('img[src="x"], iframe, object, embed').length,
    };
  });
  expect(found.pwned, `${where}: a stored script ran`).toBeUndefined();
  expect(dialogs.get(page) ?? [], `${where}: a script opened a dialog`).toEqual([]);
  expect(found.attributes, `${where}: a risky address in the page`).toEqual([]);
  expect(found.opened, `${where}: window.open with a risky address`).toEqual([]);
  for (const type of found.blobTypes) expect(type, `${where}: a blob of this type could be opened`).toMatch(SAFE_BLOB);
  expect(found.injected, `${where}: stored markup became elements`).toBe(0);
};

/** No sideways scrolling at this width. */
const expectFits = async (page: Page, where: string) => {
  const { scroll, viewport } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(scroll, `${where}: the page is wider than the window`).toBeLessThanOrEqual(viewport);
};

/** Text on screen carries no right-to-left override. */
const expectNoOverride = async (locator: Locator, where: string) => {
  expect(await locator.evaluate((el) => el.textContent ?? ''), `${where}: an override is shown`).not.toContain('\u202E');
};

/** Clicks every button or link named so inside `scope`, each followed by a check that nothing ran. */
const clickEach = async (page: Page, scope: Locator, name: RegExp, where: string) => {
  const targets = scope.getByRole('button', { name }).or(scope.getByRole('link', { name }));
  const count = await targets.count();
  for (let i = 0; i < count; i += 1) {
    const target = targets.nth(i);
    if (!(await target.isVisible())) continue;
    await target.click();
    await page.waitForTimeout(300);
    await expectInert(page, `${where} after clicking ${name.source} #${i + 1}`);
  }
};

test.describe('hostile content stored by the backend never runs (issue 23)', () => {
  test.beforeEach(async ({ page }) => {
    await watchOpens(page);
  });

  test('chat: a thread, its messages and the payment proofs panel; every attachment clicked', async ({ page }) => {
    test.slow();
    await login(page);
    const db = await snapshot(page);
    const thread = db.chatThreads[0];
    expect(thread, 'the seed has a chat').toBeDefined();
    const orderId = thread!.orderId;
    await fakeReady(page);
    await page.evaluate(
      async ({ v, id }) => {
        await window.__fakeApi?.edit((db) => {
          const d = db as unknown as HostileDb;
          const attachment = (fileUrl: string, fileName: string, mimeType: string, proof: boolean) => ({ fileUrl, fileName, fileSize: 1_024, mimeType, isPaymentProof: proof, approvalStatus: proof ? 'PENDING' : null, rejectionReason: null });
          const chat = d.chatThreads.find((t) => t.orderId === id);
          if (chat) chat.customerName = `${v.rlo}${v.markup}`;
          d.chatMessages.push({
            id: Math.max(0, ...d.chatMessages.map((m) => m.id)) + 1,
            orderId: id,
            senderType: 'CUSTOMER',
            messageContent: `HOSTILE-CHAT ${v.rlo}${v.markup} ${v.long}`,
            sentAt: new Date(Date.now() - 60_000).toISOString(),
            attachments: [
              attachment(v.html, `${v.rlo}fdp.exe`, 'application/pdf', true),
              attachment(v.svg, 'bukti.png', 'image/png', true),
              attachment(v.fakePdf, 'invoice.pdf', 'application/pdf', false),
              attachment(v.js, 'tautan.pdf', 'application/pdf', false),
            ],
            readByAdmin: false,
          });
        });
      },
      { v: HOSTILE, id: orderId },
    );

    await page.goto(`/admin/chat-management?thread=${orderId}`);
    const conversation = page.getByTestId('chat-messages');
    const hostile = conversation.getByTestId('chat-message').filter({ hasText: 'HOSTILE-CHAT' });
    await expect(hostile).toBeVisible();
    await expectInert(page, 'chat thread');
    await expectFits(page, 'chat thread');
    await expectNoOverride(page.getByTestId('chat-conversation-name'), 'chat name');
    await expectNoOverride(hostile, 'chat message');
    await expect(hostile.getByTestId('chat-attachment-unavailable')).toHaveCount(1);

    // Each file that is not a PNG, JPEG, WebP or PDF by its bytes downloads as lampiran.bin.
    const links = hostile.getByTestId('chat-attachment-open');
    await expect(links).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) {
      const download = page.waitForEvent('download');
      await links.nth(i).click();
      expect((await download).suggestedFilename()).toBe('lampiran.bin');
      await expectInert(page, `chat attachment ${i + 1}`);
    }
    expect(await page.evaluate(() => window.__opened ?? [])).toEqual([]);

    const panel = page.getByTestId('chat-proofs-panel');
    const proofs = panel.locator(`[data-testid="chat-proof"][data-order-id="${orderId}"]`);
    await expect(proofs.first()).toBeVisible();
    await expectInert(page, 'proofs panel');
    await expectNoOverride(panel, 'proofs panel');
    const proofLinks = proofs.getByTestId('chat-attachment-open');
    const count = await proofLinks.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i += 1) {
      const download = page.waitForEvent('download');
      await proofLinks.nth(i).click();
      expect((await download).suggestedFilename()).toBe('lampiran.bin');
      await expectInert(page, `proof ${i + 1}`);
    }
  });

  test('orders: detail, shipping panel, transaction, payment detail and the Order Center card; every link clicked', async ({ page }) => {
    test.slow();
    await login(page);
    await page.goto('/admin/order-center?tab=biteship');
    await expect(page.getByTestId('order-card-code').first()).toBeVisible();
    const firstCode = (await page.getByTestId('order-card-code').first().textContent()) ?? '';
    const db = await snapshot(page);
    const order = db.penjualanWeb.find((o) => o.kode_transaksi === firstCode) ?? db.penjualanWeb.find((o) => o.tipe_pengiriman === 'BITESHIP');
    expect(order, 'a Biteship order').toBeDefined();
    await page.evaluate(
      async ({ v, id }) => {
        await window.__fakeApi?.edit((db) => {
          const o = (db as unknown as HostileDb).penjualanWeb.find((candidate) => candidate.id === id);
          if (!o) return;
          o.nama_penerima = `${v.rlo}${v.markup}`;
          o.catatan_pesanan_dari_pelanggan = `${v.markup} ${v.long}`;
          o.tracking_url = v.js;
          o.url_cetak_resi = v.js;
          o.foto_resi_url = v.html;
          o.bukti_transfer_url = v.js;
          o.biteship_order_id = o.biteship_order_id ?? 'BS-HOSTILE';
          o.nomor_resi = o.nomor_resi ?? 'RESI0001';
          o.refund_info = { nominal: 1_000, status: 'SELESAI', alasan: `${v.rlo}${v.markup}`, createdAt: new Date().toISOString(), buktiTransferRefundUrl: v.html };
        });
      },
      { v: HOSTILE, id: order!.id },
    );

    const screens = [
      { where: 'order detail', path: `/admin/order-center/${order!.id}`, ready: page.getByTestId('order-code') },
      { where: 'transaction detail', path: `/admin/transaksi-web/${order!.id}`, ready: page.getByTestId('transaction-detail') },
      { where: 'payment detail', path: `/admin/payment-detail/${order!.id}`, ready: page.getByTestId('payment-detail-code') },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectInert(page, screen.where);
      await expectFits(page, screen.where);
      await expectNoOverride(page.getByRole('main'), screen.where);
      await clickEach(page, page.getByRole('main'), LINK_NAMES, screen.where);
    }

    await page.goto('/admin/order-center?tab=biteship');
    const card = page.getByTestId('order-card').filter({ has: page.getByRole('link', { name: order!.kode_transaksi, exact: true }) });
    await expect(card).toBeVisible();
    await expectInert(page, 'order card');
    await expectFits(page, 'order center');
    await expectNoOverride(card, 'order card');
    await clickEach(page, card, LINK_NAMES, 'order card');
  });

  test('notifications: the history and the bell show no reversed text and run nothing', async ({ page }) => {
    await login(page);
    await fakeReady(page);
    await page.evaluate(
      async ({ v }) => {
        await window.__fakeApi?.edit((db) => {
          const d = db as unknown as HostileDb;
          d.notifications.push({
            id: Math.max(0, ...d.notifications.map((n) => n.id)) + 1,
            userId: d.notificationUsers[0]?.id ?? 1,
            type: 'promo',
            title: `${v.rlo}Promo ${v.markup}`,
            message: `Diskon akhir tahun Kode: ${v.rlo}01NOKSID`,
            isRead: false,
            createdAt: new Date().toISOString(),
            actionLabel: v.markup,
            actionUrl: v.js,
          });
        });
      },
      { v: HOSTILE },
    );
    await page.evaluate(
      ({ key, values }) => {
        const item = {
          id: 'hostile-1',
          type: 'payment',
          title: `${values.rlo}Pembayaran menunggu konfirmasi`,
          message: `Pesanan ${values.rlo}WEB-1 (Rp1.000) atas nama ${values.markup} menunggu verifikasi pembayaran.`,
          createdAt: new Date().toISOString(),
          isRead: false,
          eventKey: 'hostile-1',
        };
        localStorage.setItem(key, JSON.stringify({ items: [item], seen: [] }));
      },
      { key: CENTRE_KEY, values: HOSTILE },
    );

    await page.goto('/admin/notifications?tab=history');
    const row = page.getByTestId('notifications-history-row').filter({ hasText: 'Diskon akhir tahun' }).first();
    await expect(row).toBeVisible();
    await expectInert(page, 'notification history');
    await expectNoOverride(row, 'notification history');
    // 'Kode:' reads as written, the code after it.
    await expect(row.getByTestId('notifications-history-message')).toHaveText(/Kode: 01NOKSID/);

    const bell = page.getByTestId('notification-bell');
    await bell.click();
    const centre = page.getByRole('dialog', { name: 'Notifikasi' });
    const item = centre.getByTestId('notification-centre-item').filter({ hasText: 'WEB-1' });
    await expect(item).toBeVisible();
    await expectInert(page, 'notification bell');
    await expectNoOverride(item, 'notification bell');
    await expect(item).toContainText('Pesanan WEB-1 (Rp1.000)');
  });

  test('warehouse map: a 2,000-character zone and location code keep the page its width', async ({ page }) => {
    test.slow();
    await login(page);
    const db = await snapshot(page);
    const product = db.produkKasir.find((p) => p.nama_produk === 'Semen Tiga Roda 50kg');
    expect(product, 'the seed has the product').toBeDefined();
    await page.evaluate(
      async ({ v, produkId }) => {
        await window.__fakeApi?.edit((db) => {
          const d = db as unknown as HostileDb;
          const held = d.warehouseStock.find((row) => row.produkId === produkId);
          if (!held) return;
          const old = held.locationCode;
          for (const zone of d.warehouseZones) if (zone.code === old) zone.code = v.long;
          for (const row of d.warehouseStock) if (row.locationCode === old) row.locationCode = v.long;
          const item = d.produkKasir.find((p) => p.id === produkId);
          if (item) item.kode_barang = `${item.kode_barang}-${'K'.repeat(2_000)}`;
        });
      },
      { v: HOSTILE, produkId: product!.id },
    );

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/warehouse-map');
      const zone = page.locator(`[data-testid="warehouse-zone"][data-code="${HOSTILE.long}"]`);
      await expect(zone).toHaveCount(1);
      // The label is cut to its zone; the whole code is the zone's title.
      const [label, box] = await Promise.all([zone.getByTestId('warehouse-zone-label').boundingBox(), zone.locator('rect').nth(1).boundingBox()]);
      expect(label && box && label.width <= box.width + 1, `zone label ${label?.width} wider than its zone ${box?.width}`).toBe(true);
      await expect(zone.locator('title')).toHaveText(HOSTILE.long);

      await page.getByRole('combobox', { name: 'Cari produk' }).fill('SMN-TR');
      await page.getByRole('option', { name: /Semen Tiga Roda 50kg/ }).click();
      await expect(page.getByTestId('warehouse-stock-table')).toBeVisible();
      await expect(page.locator(`[data-testid="warehouse-stock-row"][data-code="${HOSTILE.long}"]`)).toBeVisible();
      await zone.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('warehouse-selected-zone')).toContainText('LONG-');
      await expectFits(page, `warehouse map at ${width}px`);
      await expectInert(page, 'warehouse map');
    }
  });

  test('command palette: an order with markup and an override in its recipient shows as text', async ({ page }) => {
    await login(page);
    const db = await snapshot(page);
    const order = db.penjualanWeb[3];
    expect(order).toBeDefined();
    await page.evaluate(
      async ({ v, id }) => {
        await window.__fakeApi?.edit((db) => {
          const o = (db as unknown as HostileDb).penjualanWeb.find((candidate) => candidate.id === id);
          if (o) o.nama_penerima = `${v.rlo}${v.markup} ${v.long}`;
        });
      },
      { v: HOSTILE, id: order!.id },
    );
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('combobox', { name: /Cari halaman, pesanan/ });
    await expect(palette).toBeFocused();
    await page.keyboard.insertText(order!.kode_transaksi);
    const option = page.getByRole('group', { name: 'Pesanan' }).getByRole('option', { name: new RegExp(order!.kode_transaksi) });
    await expect(option).toBeVisible();
    await expectInert(page, 'palette');
    await expectNoOverride(option, 'palette option');
    const fits = await option.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits, 'the option is wider than the palette').toBe(true);
    await expectFits(page, 'palette');
  });
});
