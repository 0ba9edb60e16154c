// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import type { FaultRule } from '@/fake-api/faults';
import { formatRupiah } from '@/domain/format';
import { PaymentDetailPage } from '@/resources/penjualan-web/payment-verification/PaymentDetailPage';
import type { Order } from '@/resources/penjualan-web/schemas';
import { renderWithAdmin } from '../../../renderWithAdmin';

afterEach(cleanup);

const seeded = (pick: (order: Order) => boolean): Order => {
  const order = createSeedDb(new Date(), fakeAreas).penjualanWeb.find(pick);
  if (!order) throw new Error('the seed holds no such order');
  return order;
};

const setup = (id: Order['id'] | string, faults: FaultRule[] = []) => {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <>
      <Routes>
        <Route path="/payment-detail/:id" element={<PaymentDetailPage />} />
      </Routes>
      <Notification />
    </>,
    { initialPath: `/payment-detail/${id}`, faults },
  );
  return { ...view, user };
};

describe('PaymentDetailPage', () => {
  it('heads the page with the transaction code as its one h1, with the way back, and its cards as h2 under it', async () => {
    const order = seeded((o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && o.metode_pembayaran === 'MANUAL_TRANSFER');
    setup(order.id);
    await screen.findByTestId('payment-detail-code');
    const [heading, ...more] = screen.getAllByRole('heading', { level: 1 });
    expect(more).toHaveLength(0);
    expect(heading).toHaveTextContent(order.kode_transaksi);
    expect(within(heading!).getByTestId('payment-detail-code')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Verifikasi Pembayaran' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bukti Transfer' })).toBeInTheDocument();
  });

  it('shows a waiting manual transfer with its total, summary, proof and items, and verifies it', async () => {
    const order = seeded((o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && o.metode_pembayaran === 'MANUAL_TRANSFER' && o.bukti_transfer_url !== null);
    const { user, db } = setup(order.id);
    expect(await screen.findByTestId('payment-detail-code')).toHaveTextContent(order.kode_transaksi);
    expect(screen.getByTestId('payment-detail-status')).toHaveTextContent('Menunggu Konfirmasi');
    expect(screen.getByTestId('payment-detail-method')).toHaveTextContent('Transfer Manual');
    expect(screen.getByTestId('payment-detail-total')).toHaveTextContent(formatRupiah(order.total_akhir));
    expect(screen.getByTestId('payment-summary-subtotal')).toHaveTextContent(formatRupiah(order.total_harga_barang));
    expect(screen.getByTestId('payment-summary-shipping')).toHaveTextContent(formatRupiah(order.ongkir));
    expect(screen.getByTestId('payment-summary-voucher')).toBeInTheDocument();
    expect(screen.getByTestId('payment-summary-total')).toHaveTextContent(formatRupiah(order.total_akhir));
    // The proof opens by its own bytes (openFile), never by following its data: address.
    expect(within(screen.getByTestId('payment-detail-proof')).getByRole('button', { name: 'Ukuran penuh' })).not.toHaveAttribute('href');
    expect(screen.getAllByTestId('order-item-row')).toHaveLength(order.items.length);
    expect(screen.getByRole('link', { name: 'Kembali ke Verifikasi Pembayaran' })).toHaveAttribute('href', '/payment-verification');
    expect(screen.getByRole('link', { name: 'Buka di Order Center' })).toHaveAttribute('href', `/order-center/${order.id}`);

    await user.click(screen.getByRole('button', { name: `Verifikasi pembayaran ${order.kode_transaksi}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Pembayaran berhasil diverifikasi. Pesanan siap dikirim.')).toBeInTheDocument();
    // The order is read again: it is paid, and nothing is left to verify.
    expect(await screen.findByTestId('payment-no-action')).toBeInTheDocument();
    expect(screen.getByTestId('payment-detail-status')).toHaveTextContent('Lunas');
    expect(screen.queryByRole('button', { name: /Verifikasi pembayaran/ })).not.toBeInTheDocument();
    expect(db.penjualanWeb.find((o) => o.id === order.id)?.status_pembayaran).toBe('LUNAS');
  });

  it('notes that a payment-gateway payment is processed automatically, with no verify or reject', async () => {
    const order = seeded((o) => o.metode_pembayaran === 'PAYMENT_GATEWAY');
    setup(order.id);
    expect(await screen.findByTestId('payment-auto-processed')).toHaveTextContent('Pembayaran melalui payment gateway diproses otomatis.');
    expect(screen.getByTestId('payment-detail-method')).toHaveTextContent('Payment Gateway');
    expect(screen.queryByRole('button', { name: /(Verifikasi|Tolak) pembayaran/ })).not.toBeInTheDocument();
  });

  it('says "Data transaksi tidak ditemukan" for an unknown id', async () => {
    setup(999_999);
    expect(await screen.findByTestId('payment-detail-not-found')).toHaveTextContent('Data transaksi tidak ditemukan');
  });

  it('shows "Gagal memuat detail transaksi" with Coba Lagi when the server says nothing, and loads on retry', async () => {
    const order = seeded((o) => o.metode_pembayaran === 'MANUAL_TRANSFER');
    const { user } = setup(order.id, [{ method: 'GET', path: '/admin/penjualan-web/{id}', status: 500, body: {}, times: 1 }]);
    const alert = await screen.findByTestId('payment-detail-error');
    expect(alert).toHaveTextContent('Gagal memuat detail transaksi');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByTestId('payment-detail-code')).toHaveTextContent(order.kode_transaksi);
  });
});
