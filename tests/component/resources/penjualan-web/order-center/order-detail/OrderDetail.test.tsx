// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEBUG_PANELS_KEY } from '@/config';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import { OrderDetail } from '@/resources/penjualan-web/order-center/order-detail/OrderDetail';
import type { Order } from '@/resources/penjualan-web/schemas';
import { renderWithAdmin } from '../../../../renderWithAdmin';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const seeded = (pick: (order: Order) => boolean): Order => {
  const order = createSeedDb(new Date(), fakeAreas).penjualanWeb.find(pick);
  if (!order) throw new Error('the seed holds no such order');
  return order;
};

const header = async (order: Order) => {
  renderWithAdmin(<OrderDetail id={String(order.id)} onTab={() => {}} />);
  expect(await screen.findByTestId('order-code')).toHaveTextContent(order.kode_transaksi);
  const priority = screen.getByTestId('detail-priority');
  // The badges' row: the priority chip's parent holds every status badge of the header.
  const chips = within(priority.parentElement!)
    .getAllByText(/./, { selector: '.MuiChip-label' })
    .map((label) => label.textContent);
  return { priority, chips };
};

describe('OrderDetail header: one badge per status (order spec §4)', () => {
  it.each<[string, (order: Order) => boolean, string, string, string[]]>([
    ['paid and ready to ship', (o) => o.status_pembayaran === 'LUNAS' && o.status_pengiriman === 'SIAP_DIKIRIM', 'Ready to Ship', 'MuiChip-colorInfo', ['Lunas']],
    ['in transit', (o) => o.status_pembayaran === 'LUNAS' && o.status_pengiriman === 'DIKIRIM', 'In Transit', 'MuiChip-colorSuccess', ['Lunas']],
    ['delivered', (o) => o.status_pembayaran === 'LUNAS' && o.status_pengiriman === 'SELESAI', 'Delivered', 'MuiChip-colorSuccess', ['Lunas']],
    ['awaiting payment', (o) => o.status_pembayaran === 'MENUNGGU_PEMBAYARAN' && o.status_pengiriman === 'BELUM_DIKIRIM', 'Awaiting Payment', 'MuiChip-colorWarning', ['Belum Dikirim']],
    ['awaiting confirmation', (o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && o.status_pengiriman === 'BELUM_DIKIRIM', 'Menunggu Verifikasi', 'MuiChip-colorWarning', ['Belum Dikirim']],
    ['cancelled on both fields', (o) => o.status_pembayaran === 'DIBATALKAN' && o.status_pengiriman === 'DIBATALKAN', 'Cancelled', 'MuiChip-colorError', []],
    ['payment expired', (o) => o.status_pembayaran === 'PAYMENT_EXPIRED' && o.status_pengiriman === 'BELUM_DIKIRIM', 'Cancelled', 'MuiChip-colorError', ['Payment Expired', 'Belum Dikirim']],
  ])('%s: the priority says it once, in the status table colour, beside the other status', async (_case, pick, word, colour, statuses) => {
    const { priority, chips } = await header(seeded(pick));
    expect(priority).toHaveTextContent(word);
    expect(priority).toHaveClass(colour);
    // Only the priority, the remaining status and the shipping type: no 'Siap Dikirim' beside 'Ready to Ship'.
    expect(chips.slice(0, 1 + statuses.length)).toEqual([word, ...statuses]);
    expect(chips).toHaveLength(2 + statuses.length);
  });
});

describe('OrderDetail debug box (order spec §2) behind the debug-panels switch', () => {
  const order = seeded((o) => o.status_pengiriman === 'SIAP_DIKIRIM');

  it('is not shown by default, in development too, so the demo looks like the product', async () => {
    await header(order);
    expect(screen.queryByText('Debug (hanya development)')).not.toBeInTheDocument();
  });

  it("is shown with the courier type and raw shipping fields when localStorage.debug_panels is 'on'", async () => {
    localStorage.setItem(DEBUG_PANELS_KEY, 'on');
    await header(order);
    expect(screen.getByText('Debug (hanya development)')).toBeInTheDocument();
    expect(screen.getByText(/"courierType"/)).toBeInTheDocument();
  });
});
