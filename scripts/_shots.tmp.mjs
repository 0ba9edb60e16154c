import { chromium } from 'playwright';
const base = 'http://localhost:4190';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const pages = [
  ['order-center', '/admin/order-center'],
  ['payment-verification', '/admin/payment-verification'],
  ['history', '/admin/transaksi/riwayat'],
  ['cash-in', '/admin/cash-in'],
  ['merk', '/admin/merk'],
  ['dashboard', '/admin/dashboard'],
];
for (const [w, h, tag] of [[1440, 900, 'desk'], [390, 844, 'phone']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'en-US' });
  const page = await ctx.newPage();
  await page.goto(base + '/admin/login');
  await page.getByLabel(/email/i).fill('admin@toko.test');
  await page.getByLabel(/password|kata sandi/i).first().fill('admin123');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/, { timeout: 20000 });
  for (const [name, path] of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/work/shots/${name}-${tag}.png` });
  }
  // An opened order, its payment detail and its transaction detail.
  const ids = await page.evaluate(() => window.__fakeApi?.snapshot?.().penjualanWeb.slice(0, 40).map((o) => [o.id, o.metode_pembayaran, o.status_pembayaran]));
  const paid = ids?.find((o) => o[2] === 'MENUNGGU_KONFIRMASI') ?? ids?.[0];
  if (paid) {
    for (const [name, path] of [['order-detail', `/admin/order-center/${paid[0]}`], ['payment-detail', `/admin/payment-detail/${paid[0]}`], ['transaksi-detail', `/admin/transaksi-web/${paid[0]}`]]) {
      await page.goto(base + path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/work/shots/${name}-${tag}.png`, fullPage: name !== 'order-detail' });
    }
  }
  await ctx.close();
}
await browser.close();
console.log('done');
