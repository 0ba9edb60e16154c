// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import { OrderCardActions } from '@/resources/penjualan-web/order-center/OrderCardActions';
import { OrderShippingPanel } from '@/resources/penjualan-web/order-center/order-detail/OrderShippingPanel';
import { detectShippingType } from '@/resources/penjualan-web/shared/rules/shippingType';
import type { Order } from '@/resources/penjualan-web/schemas';
import { createSessionStore } from '@/providers/session';
import { createMemoryStorage } from '../../../../../unit/providers/memoryStorage';
import { countRequests, renderWithAdmin } from '../../../../renderWithAdmin';

afterEach(cleanup);

/** A seed order of the shipping type, put in the state the test needs (the same in the seed the render makes). */
const seedOrder = (type: 'BITESHIP' | 'UNKNOWN' | 'GRATIS_ONGKIR', change: Partial<Order>): Order => {
  const order = createSeedDb(new Date(), fakeAreas).penjualanWeb.find((o) => detectShippingType(o).type === type && o.items.length > 0);
  if (!order) throw new Error(`no ${type} order in the seed`);
  return { ...order, ...change };
};

const COURIER_FREE: Partial<Order> = {
  biteship_order_id: null,
  biteship_status: null,
  courier_tracking_id: null,
  tracking_url: null,
  url_cetak_resi: null,
  refund_info: null,
  total_refunded: 0,
  completed_at: null,
};

const render = (ui: (order: Order) => React.ReactElement, order: Order) => {
  const view = renderWithAdmin(
    <>
      {ui(order)}
      <Notification />
    </>,
  );
  const stored = view.db.penjualanWeb.find((o) => o.id === order.id);
  if (!stored) throw new Error('the order is not in the render’s seed');
  Object.assign(stored, order);
  for (const item of stored.items) delete item.qty_refunded;
  return { ...view, stored, user: userEvent.setup() };
};

describe('OrderShippingPanel: a Biteship order starts with its existing waybill or none (order spec §7)', () => {
  it.each([
    ['its existing waybill', 'JNE0012345678', 'JNE0012345678'],
    ['no waybill', null, null],
  ])('Ship Now sends %s to /kirim and the order is on its way', async (_case, resi, expected) => {
    const order = seedOrder('BITESHIP', { ...COURIER_FREE, status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', nomor_resi: resi });
    const { user, requests, stored } = render((o) => <OrderShippingPanel order={o} />, order);
    await user.click(screen.getByRole('button', { name: 'Ship Now' }));
    const dialog = await screen.findByRole('dialog', { name: `Kirim pesanan ${order.kode_transaksi} sekarang?` });
    expect(dialog).toHaveTextContent(resi ? `nomor resi ${resi}` : 'tanpa nomor resi');
    await user.click(screen.getAllByRole('button', { name: 'Ship Now' }).at(-1) as HTMLElement);
    await waitFor(() => expect(stored.status_pengiriman).toBe('DIKIRIM'));
    expect(countRequests(requests, `POST /admin/penjualan-web/${order.id}/kirim`)).toBe(1);
    expect(stored.nomor_resi).toBe(expected);
  });
});

describe('OrderShippingPanel: a completed order shows only its completion notice (order spec §4)', () => {
  it('a paid, fully refunded SELESAI order offers no cancel', () => {
    const order = seedOrder('BITESHIP', {
      ...COURIER_FREE,
      status_pembayaran: 'LUNAS',
      status_pengiriman: 'SELESAI',
      nomor_resi: 'JNE0012345678',
      total_harga_barang: 100_000,
      ongkir: 15_000,
      total_akhir: 115_000,
      total_refunded: 115_000,
    });
    render((o) => <OrderShippingPanel order={o} />, order);
    expect(screen.getByText(/^Pesanan ini sudah selesai/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
    expect(screen.getByTestId('shipping-panel').querySelectorAll('button')).toHaveLength(0);
  });

  it('an order of unknown courier type, completed, shows no warning with a refund beside its notice', () => {
    const order = seedOrder('UNKNOWN', { ...COURIER_FREE, status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI' });
    render((o) => <OrderShippingPanel order={o} />, order);
    expect(screen.getByText(/^Pesanan ini sudah selesai/)).toBeInTheDocument();
    expect(screen.queryByTestId('unknown-courier-warning')).not.toBeInTheDocument();
  });
});

describe('OrderCardActions: the Biteship card’s Track Shipment (order spec §2, Biteship tab)', () => {
  it('is there without a Biteship order, and says the tracking URL is missing', async () => {
    const order = seedOrder('BITESHIP', { ...COURIER_FREE, status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', nomor_resi: null });
    const { user } = render((o) => <OrderCardActions order={o} />, order);
    await user.click(screen.getByRole('button', { name: 'Track Shipment' }));
    expect(await screen.findByText('Tracking URL tidak tersedia untuk order ini')).toBeInTheDocument();
  });
});

describe('OrderShippingPanel: an action once the admin token is gone (order spec §5 and §8)', () => {
  it('signed out in another tab: Ship Now sends nothing and says “Akses ditolak. Token admin tidak ditemukan.”', async () => {
    const storage = createMemoryStorage();
    const session = createSessionStore(storage);
    session.save('tab-token', { email: 'admin@toko.test' });
    const order = seedOrder('GRATIS_ONGKIR', { ...COURIER_FREE, status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', nomor_resi: null });
    const view = renderWithAdmin(
      <>
        <OrderShippingPanel order={order} />
        <Notification />
      </>,
      { session },
    );
    view.db.sessions['tab-token'] = { email: 'admin@toko.test', createdAt: view.now.toISOString() };
    const user = userEvent.setup();
    // The other tab's logout: the token leaves the shared storage.
    storage.removeItem('admin_token');
    await user.click(screen.getByRole('button', { name: 'Ship Now' }));
    await screen.findByRole('dialog', { name: `Kirim pesanan ${order.kode_transaksi} sekarang?` });
    await user.click(screen.getAllByRole('button', { name: 'Ship Now' }).at(-1) as HTMLElement);
    expect((await screen.findAllByText('Akses ditolak. Token admin tidak ditemukan.')).length).toBeGreaterThan(0);
    expect(countRequests(view.requests, `POST /admin/penjualan-web/${order.id}/kirim`)).toBe(0);
  });
});

describe('OrderShippingPanel: finishing a shipment, the action the courier type calls for first', () => {
  it('free shipping on its way: the photo upload is the filled action with its reason, Mark Delivered and Selesaikan Pesanan are plain', () => {
    const order = seedOrder('GRATIS_ONGKIR', { ...COURIER_FREE, status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', nomor_resi: 'TANPA-RESI', foto_resi_url: null });
    render((o) => <OrderShippingPanel order={o} />, order);
    expect(screen.getByTestId('finish-hint')).toHaveTextContent('Gratis ongkir: upload foto bukti pengiriman, pesanan otomatis selesai.');
    expect(screen.getByRole('button', { name: 'Upload Bukti & Selesaikan' })).toHaveClass('MuiButton-contained');
    expect(screen.getByTestId('mark-delivered')).toHaveClass('MuiButton-text');
    expect(screen.getByTestId('complete-order')).toHaveClass('MuiButton-text');
  });

  it('a Biteship order on its way: auto-complete is the filled action, Selesaikan Pesanan plain', () => {
    const order = seedOrder('BITESHIP', { ...COURIER_FREE, biteship_order_id: 'bs-1', status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', nomor_resi: 'JNE0012345678' });
    render((o) => <OrderShippingPanel order={o} />, order);
    expect(screen.getByTestId('finish-hint')).toHaveTextContent('Biteship:');
    expect(screen.getByTestId('auto-complete')).toHaveClass('MuiButton-contained');
    expect(screen.getByTestId('complete-order')).toHaveClass('MuiButton-text');
  });

  it('a completed free-shipping order shows the delivery photo it was completed with', () => {
    const order = seedOrder('GRATIS_ONGKIR', { ...COURIER_FREE, status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', completed_at: new Date().toISOString(), foto_resi_url: 'https://storage.example.com/bukti_pengiriman/abc.jpg' });
    render((o) => <OrderShippingPanel order={o} />, order);
    const photo = screen.getByRole('img', { name: `Foto bukti pengiriman ${order.kode_transaksi}` });
    expect(photo).toHaveAttribute('src', 'https://storage.example.com/bukti_pengiriman/abc.jpg');
    expect(screen.queryByTestId('finish-hint')).toBeNull();
  });

  it('a stored photo address that is not a safe image is not rendered', () => {
    const order = seedOrder('GRATIS_ONGKIR', { ...COURIER_FREE, status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', completed_at: new Date().toISOString(), foto_resi_url: 'javascript:alert(1)' });
    render((o) => <OrderShippingPanel order={o} />, order);
    expect(screen.queryByTestId('delivery-photo')).toBeNull();
  });
});
