// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import { FullRefundDialog, PartialRefundDialog } from '@/resources/penjualan-web/order-center/refunds/RefundDialogs';
import { refundEndpointEntity } from '@/resources/penjualan-web/shared/rules/entity';
import { refundableRemaining, type RefundOutcome } from '@/resources/penjualan-web/shared/rules/refund';
import type { Order } from '@/resources/penjualan-web/schemas';
import type { FaultRule } from '@/fake-api/faults';
import { formatNumber, formatRupiah } from '@/domain/format';
import { countRequests, renderWithAdmin } from '../../../../renderWithAdmin';

afterEach(cleanup);

/**
 * A paid order ready to ship, never refunded, with two or more lines, made refundable in full whatever
 * the day's seed gave it (the seed follows the clock, so which orders carry a voucher, cashback or a
 * gateway fee changes during the day): no voucher, cashback or fee, a shipping fee, goods equal to its
 * lines. 'Full Order' then gives back all of total_akhir: a FULL refund (order spec §7). `setup` stores
 * the same order in the render's seed.
 */
const pickOrder = (): Order => {
  const found = createSeedDb(new Date(), fakeAreas).penjualanWeb.find(
    (o) => o.status_pembayaran === 'LUNAS' && o.status_pengiriman === 'SIAP_DIKIRIM' && o.items.length >= 2 && Number(o.total_refunded ?? 0) === 0,
  );
  if (!found) throw new Error('no paid order ready to ship with two lines in the seed');
  const items = found.items.map((item) => ({ ...item, qty_refunded: 0, subtotal: Number(item.harga_satuan_setelah_diskon_item) * Number(item.qty) }));
  const goods = items.reduce((sum, item) => sum + item.subtotal, 0);
  const ongkir = Number(found.ongkir) > 0 ? Number(found.ongkir) : 15_000;
  const order: Order = { ...found, items, total_harga_barang: goods, ongkir, biaya_admin: 0, total_diskon_dari_voucher: 0, cashback_dipakai: 0, total_akhir: goods + ongkir, total_refunded: 0 };
  expect(refundableRemaining(order)).toBe(order.total_akhir);
  return order;
};

const refundPath = (order: Order) => `/admin/refunds/${refundEndpointEntity(order)}`;

const setup = (kind: 'full' | 'partial', faults: FaultRule[] = [], change: (order: Order) => Order = (order) => order) => {
  const order = change(pickOrder());
  const onDone = vi.fn<(outcome: RefundOutcome) => void>();
  const Dialog = kind === 'full' ? FullRefundDialog : PartialRefundDialog;
  const view = renderWithAdmin(<Dialog order={order} open onClose={() => undefined} onDone={onDone} />, { faults });
  expect(view.db.penjualanWeb.find((o) => o.id === order.id)?.kode_transaksi).toBe(order.kode_transaksi);
  const stored = view.db.penjualanWeb.find((o) => o.id === order.id);
  if (stored) Object.assign(stored, order);
  return { ...view, order, onDone, user: userEvent.setup() };
};

const confirm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Ya, proses refund' }));
};

const choosePartial = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Pilih semua' }));
  await user.type(screen.getByLabelText(/^Alasan Refund/), 'Barang retak');
  await user.click(screen.getByRole('button', { name: 'Proses Refund' }));
  expect(await screen.findByRole('dialog', { name: /^Anda yakin ingin memproses refund \d+ item\?$/ })).toBeInTheDocument();
  await confirm(user);
};

describe('PartialRefundDialog: failures and fallbacks (order spec §8)', () => {
  it('a server error shows its text and keeps every quantity and the reason', async () => {
    const order = pickOrder();
    const { user, onDone, requests } = setup('partial', [{ method: 'POST', path: refundPath(order), status: 500, body: { error: 'Kas sedang dikunci.' }, times: 1 }]);
    await choosePartial(user);
    expect(await screen.findByTestId('refund-error')).toHaveTextContent('Kas sedang dikunci.');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Alasan Refund/)).toHaveValue('Barang retak');
    expect(screen.getByTestId('refund-count')).not.toHaveTextContent(/^0 item/);
    expect(countRequests(requests, `POST /admin/penjualan-web/${order.id}/adjust-refund`)).toBe(0);
  });

  it('a server error without text says "Gagal memproses partial refund"', async () => {
    const order = pickOrder();
    const { user } = setup('partial', [{ method: 'POST', path: refundPath(order), status: 500, body: {}, times: 1 }]);
    await choosePartial(user);
    expect(await screen.findByTestId('refund-error')).toHaveTextContent(/^Gagal memproses partial refund$/);
  });

  it('on 404 it falls back to adjust-refund, which records the refund', async () => {
    const order = pickOrder();
    const { user, onDone, requests, db } = setup('partial', [{ method: 'POST', path: refundPath(order), status: 404, body: { error: 'Not Found' }, times: 1 }]);
    await choosePartial(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ legacy: true });
    expect(countRequests(requests, `POST /admin/penjualan-web/${order.id}/adjust-refund`)).toBe(1);
    expect(Number(db.penjualanWeb.find((o) => o.id === order.id)?.total_refunded)).toBeGreaterThan(0);
  });

  it('when the fallback fails too: "Gagal memproses partial refund (fallback)."', async () => {
    const order = pickOrder();
    const { user } = setup('partial', [
      { method: 'POST', path: refundPath(order), status: 404, body: {}, times: 1 },
      { method: 'POST', path: `/admin/penjualan-web/${order.id}/adjust-refund`, status: 500, body: {}, times: 1 },
    ]);
    await choosePartial(user);
    expect(await screen.findByTestId('refund-error')).toHaveTextContent('Gagal memproses partial refund (fallback).');
  });

  it('when neither endpoint exists: "Fitur partial refund belum tersedia"', async () => {
    const order = pickOrder();
    const { user } = setup('partial', [
      { method: 'POST', path: refundPath(order), status: 404, body: {}, times: 1 },
      { method: 'POST', path: `/admin/penjualan-web/${order.id}/adjust-refund`, status: 404, body: {}, times: 1 },
    ]);
    await choosePartial(user);
    expect(await screen.findByTestId('refund-error')).toHaveTextContent('Fitur partial refund belum tersedia');
  });

  it('caps a typed quantity at what may be refunded, with the spec’s message', async () => {
    const { user, order } = setup('partial');
    const line = order.items[0];
    if (!line) throw new Error('no line');
    const name = [line.judul_produk_induk, line.nama_varian].filter(Boolean).join(' - ');
    const field = screen.getByLabelText(`Qty refund untuk ${name}`);
    await user.clear(field);
    await user.type(field, String(Number(line.qty) + 5));
    expect(field).toHaveValue(String(line.qty));
    expect(within(screen.getByTestId(`refund-line-${line.id_detail}`)).getByRole('alert')).toHaveTextContent(`Qty refund tidak boleh melebihi qty asli (${line.qty})`);
  });
});

describe('FullRefundDialog: a FULL refund cancels the order', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Full Order' }));
    await user.type(screen.getByLabelText(/^Alasan Refund/), 'Pelanggan batal');
    await user.click(screen.getByRole('button', { name: 'Proses Refund' }));
    await confirm(user);
  };

  it('sends the refund, then the cancel, and reports both', async () => {
    const { user, onDone, requests, order } = setup('full');
    await fill(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ cancel: { ok: true }, legacy: false });
    expect(countRequests(requests, `POST ${refundPath(order)}`)).toBe(1);
    expect(countRequests(requests, `POST /admin/penjualan-web/${order.id}/cancel`)).toBe(1);
  });

  it('when the cancel fails, the refund still counts and the admin is told to cancel by hand', async () => {
    const order = pickOrder();
    const { user, onDone } = setup('full', [{ method: 'POST', path: `/admin/penjualan-web/${order.id}/cancel`, status: 500, body: { error: 'Order terkunci' }, times: 1 }]);
    await fill(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ cancel: { ok: false, error: 'Order terkunci' } });
  });

  it('a refund of less than everything leaves the order open', async () => {
    const { user, onDone, requests, order } = setup('full');
    await user.click(screen.getByRole('button', { name: 'Shipping Only' }));
    await user.type(screen.getByLabelText(/^Alasan Refund/), 'Ongkir kembali');
    await user.click(screen.getByRole('button', { name: 'Proses Refund' }));
    await confirm(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(countRequests(requests, `POST /admin/penjualan-web/${order.id}/cancel`)).toBe(0);
  });
});

describe('FullRefundDialog: only a refund of at least total_akhir is FULL (order spec §7)', () => {
  it('after an earlier refund, refunding everything left is a partial refund: the order is not cancelled', async () => {
    const { user, onDone, requests, order, db } = setup('full', [], (o) => ({ ...o, total_refunded: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Full Order' }));
    expect(screen.getByTestId('refund-total')).toHaveTextContent(/Rp/);
    expect(screen.getByTestId('refund-type')).toHaveTextContent('Refund sebagian');
    await user.type(screen.getByLabelText(/^Alasan Refund/), 'Pelanggan batal');
    await user.click(screen.getByRole('button', { name: 'Proses Refund' }));
    await confirm(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0].cancel).toBeUndefined();
    expect(countRequests(requests, `POST /admin/penjualan-web/${order.id}/cancel`)).toBe(0);
    const record = db.refundRecords.find((r) => String(r.orderId) === String(order.id));
    expect(record?.refundType).toBe('PARTIAL_SHIPPING');
    expect(db.penjualanWeb.find((o) => o.id === order.id)?.status_pembayaran).toBe('LUNAS');
  });
});

describe('FullRefundDialog: a negative amount is refused as typed (order spec §5)', () => {
  it.each([
    ['Refund Produk', 'Nominal refund tidak boleh negatif'],
    ['Refund Ongkir', 'Refund ongkir tidak boleh negatif'],
  ])('%s of -1000 shows “%s” at the field before any submit, and the disabled submit says why', async (label, message) => {
    const { user } = setup('full');
    const submit = screen.getByRole('button', { name: 'Proses Refund' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Total refund harus lebih besar dari 0');
    const field = screen.getByLabelText(label);
    await user.type(field, '-1000');
    expect(field).toHaveValue('-1000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(message);
    await user.clear(field);
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.type(field, '1000');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
  });
});

describe('FullRefundDialog: a completed order stays completed (order spec §4)', () => {
  it('a FULL refund of a delivered order is recorded without trying to cancel it', async () => {
    const { user, onDone, requests, order } = setup('full', [], (o) => ({ ...o, status_pengiriman: 'SELESAI' }));
    await user.click(screen.getByRole('button', { name: 'Full Order' }));
    expect(screen.getByTestId('refund-type')).toHaveTextContent('Refund penuh');
    await user.type(screen.getByLabelText(/^Alasan Refund/), 'Barang dikembalikan');
    await user.click(screen.getByRole('button', { name: 'Proses Refund' }));
    await confirm(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0].cancel).toBeUndefined();
    expect(countRequests(requests, `POST /admin/penjualan-web/${order.id}/cancel`)).toBe(0);
  });
});

/** No validation path may show an object or throw the page into react-admin's error screen. */
const expectTextOnly = (text: string) => {
  expect(screen.queryByText(/Terjadi kesalahan|Objects are not valid|Something went wrong/)).not.toBeInTheDocument();
  const shown = screen.getAllByText((_content, element) => element !== null && element.children.length === 0 && (element.textContent ?? '').includes(text));
  expect(shown.length).toBeGreaterThan(0);
  for (const element of shown) expect(element.textContent).not.toMatch(/\[object Object\]/);
};

describe('FullRefundDialog: after an earlier refund the limits are what remains (issue 24 item 1)', () => {
  /** An earlier refund of the shipping plus 1.000: what is left is below the goods' total. */
  const afterEarlierRefund = (o: Order): Order => ({ ...o, total_refunded: Number(o.ongkir) + 1000 });

  it('says the remaining amount as the maximum, refuses more at the field, and keeps the dialog open with what was typed', async () => {
    const { user, onDone, requests, order } = setup('full', [], afterEarlierRefund);
    const remaining = refundableRemaining(order);
    const product = screen.getByLabelText('Refund Produk');
    expect(product).toHaveAccessibleDescription(`Maksimal ${formatRupiah(remaining)} (sisa yang dapat di-refund)`);
    await user.type(product, String(remaining + 4000));
    expect(screen.queryByTestId('refund-type')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Alasan Refund/), 'Barang rusak');
    await user.click(screen.getByRole('button', { name: 'Proses Refund' }));
    await waitFor(() => expect(product).toHaveAccessibleDescription(`Melebihi sisa yang dapat di-refund (${formatRupiah(remaining)})`));
    expectTextOnly(`Melebihi sisa yang dapat di-refund (${formatRupiah(remaining)})`);
    expect(product).toHaveValue(formatNumber(remaining + 4000));
    expect(screen.queryByRole('dialog', { name: /^Proses refund/ })).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(countRequests(requests, `POST ${refundPath(order)}`)).toBe(0);
  });

  it('two amounts each within their limits but above what remains are refused at the total, as text', async () => {
    const { user, order } = setup('full', [], (o) => ({ ...o, total_refunded: 1000 }));
    await user.type(screen.getByLabelText('Refund Produk'), String(order.total_harga_barang));
    await user.type(screen.getByLabelText('Refund Ongkir'), String(order.ongkir));
    await user.type(screen.getByLabelText(/^Alasan Refund/), 'Barang rusak');
    await user.click(screen.getByRole('button', { name: 'Proses Refund' }));
    expect(await screen.findByTestId('refund-total-error')).toHaveTextContent(`Total refund melebihi sisa yang dapat di-refund (${formatRupiah(refundableRemaining(order))})`);
    expectTextOnly('Total refund melebihi sisa yang dapat di-refund');
  });
});

describe('FullRefundDialog: every bad amount is refused as typed, and a disabled submit says why (issue 24 item 2)', () => {
  it.each([
    ['Refund Produk', '-1000', 'Nominal refund tidak boleh negatif'],
    ['Refund Ongkir', '-1000', 'Refund ongkir tidak boleh negatif'],
    ['Refund Produk', '1.000.000,50', 'Rupiah harus bilangan bulat (tanpa sen)'],
    ['Refund Ongkir', '1.000.000,50', 'Rupiah harus bilangan bulat (tanpa sen)'],
    ['Refund Produk', 'abc', 'Nominal tidak terbaca'],
    ['Refund Ongkir', 'abc', 'Nominal tidak terbaca'],
  ])('%s typed as %s says “%s” at the field before any submit, and the disabled submit gives it as its reason', async (label, typed, message) => {
    const { user } = setup('full');
    const field = screen.getByLabelText(label);
    await user.type(field, typed);
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expectTextOnly(message);
    const submit = screen.getByRole('button', { name: 'Proses Refund' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it.each([
    ['Refund Produk', (o: Order) => Number(o.total_harga_barang) + 1, 'Refund produk tidak boleh melebihi total harga barang'],
    ['Refund Ongkir', (o: Order) => Number(o.ongkir) + 1, 'Refund ongkir tidak boleh melebihi ongkir yang dibayar'],
  ])('%s above its limit says so as typed', async (label, amount, message) => {
    const { user, order } = setup('full');
    const field = screen.getByLabelText(label);
    await user.type(field, String(amount(order)));
    expect(field).toHaveAccessibleDescription(message);
    expectTextOnly(message);
  });
});

describe('FullRefundDialog: a pasted amount is read as pasted (issue 24 item 2)', () => {
  it('after Products Only, selecting the amount and pasting the same digits sends exactly them', async () => {
    const { user, onDone, db, order } = setup('full');
    await user.click(screen.getByRole('button', { name: 'Products Only' }));
    const field = screen.getByLabelText('Refund Produk');
    const goods = Number(order.total_harga_barang);
    expect(field).toHaveValue(formatNumber(goods));
    await user.click(field);
    (field as HTMLInputElement).setSelectionRange(0, (field as HTMLInputElement).value.length);
    await user.paste(String(goods));
    expect(field).toHaveValue(formatNumber(goods));
    await user.type(screen.getByLabelText(/^Alasan Refund/), 'Barang rusak');
    await user.click(screen.getByRole('button', { name: 'Proses Refund' }));
    await confirm(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0].total).toBe(goods);
    expect(db.refundRecords.find((r) => String(r.orderId) === String(order.id))).toMatchObject({ refundAmount: goods });
  });
});

describe('PartialRefundDialog: a quantity that is not a whole number of units is refused, as typed (issue 24 item 2)', () => {
  it.each([
    ['-1000', 'Qty refund tidak boleh negatif'],
    ['1,5', 'Qty refund harus bilangan bulat'],
  ])('%s stays as typed, says “%s”, chooses nothing, and the disabled submit says why', async (typed, message) => {
    const { user, order } = setup('partial');
    const line = order.items[0];
    if (!line) throw new Error('no line');
    const name = [line.judul_produk_induk, line.nama_varian].filter(Boolean).join(' - ');
    const submit = screen.getByRole('button', { name: 'Proses Refund' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Pilih minimal 1 item untuk di-refund');
    const field = screen.getByLabelText(`Qty refund untuk ${name}`);
    await user.clear(field);
    await user.type(field, typed);
    expect(field).toHaveValue(typed);
    expect(within(screen.getByTestId(`refund-line-${line.id_detail}`)).getByRole('alert')).toHaveTextContent(message);
    expectTextOnly(message);
    expect(screen.getByTestId('refund-count')).toHaveTextContent(/^0 item/);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(message);
    await user.clear(field);
    await user.type(field, '1');
    expect(within(screen.getByTestId(`refund-line-${line.id_detail}`)).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('refund-count')).toHaveTextContent(/^1 item/);
  });

  it('every partial validation path shows text: no reason, above what remains', async () => {
    const { user, order } = setup('partial', [], (o) => ({ ...o, total_refunded: Number(o.total_akhir) - 1000 }));
    await user.click(screen.getByRole('button', { name: 'Pilih semua' }));
    expect(screen.getByTestId('refund-items-error')).toHaveTextContent(`Total refund melebihi sisa yang dapat di-refund (${formatRupiah(refundableRemaining(order))})`);
    expectTextOnly('Total refund melebihi sisa yang dapat di-refund');
    await user.click(screen.getByRole('button', { name: 'Proses Refund' }));
    expect(await screen.findByText('Alasan refund harus diisi')).toBeInTheDocument();
    expectTextOnly('Alasan refund harus diisi');
  });
});
