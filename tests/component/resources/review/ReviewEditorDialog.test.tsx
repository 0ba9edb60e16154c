// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { createSeedDb } from '@/fake-api/db';
import type { FaultRule } from '@/fake-api/faults';
import { ReviewEditorDialog } from '@/resources/review/ReviewEditorDialog';
import type { Review } from '@/resources/review/schemas';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const setup = ({ record = null, faults = [] }: { record?: Review | null; faults?: FaultRule[] } = {}) => {
  const onClose = vi.fn<() => void>();
  const user = userEvent.setup();
  const view = renderWithAdmin(<ReviewEditorDialog record={record} onClose={onClose} />, { faults });
  return { ...view, user, onClose, seedCount: view.db.review.length };
};

const dialog = () => screen.getByRole('dialog');
const save = () => within(dialog()).getByRole('button', { name: 'Simpan' });

// A plain click: user-event's pointer moves make MUI's Rating measure its (zero-width in jsdom) stars.
const chooseStars = (count: number) => fireEvent.click(screen.getByRole('radio', { name: `${count} dari 5` }));

const chooseFirstProduct = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('combobox', { name: /Produk/ }));
  const [option] = await screen.findAllByRole('option');
  const name = option!.textContent ?? '';
  await user.click(option!);
  return name;
};

describe('ReviewEditorDialog: the add/edit modal of the review manager', () => {
  it('starts at five stars and refuses a save without product and buyer name, sending nothing', async () => {
    const { user, requests, onClose } = setup();
    expect(screen.getByRole('heading', { name: 'Tambah Review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 dari 5' })).toBeChecked();
    expect(screen.getByText('PNG, JPG, WEBP hingga 1MB')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Produk wajib dipilih.')).toBeInTheDocument();
    expect(screen.getByText('Nama pembeli wajib diisi.')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/reviews')).toBe(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a review with the chosen product, name, four stars and comment, then closes', async () => {
    const { user, db, onClose, seedCount } = setup();
    const productName = await chooseFirstProduct(user);
    await user.type(screen.getByLabelText(/Nama Pembeli/), '  Rina   Marlina ');
    chooseStars(4);
    await user.type(screen.getByLabelText('Komentar'), 'Cat cepat kering.');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(db.review).toHaveLength(seedCount + 1);
    const stored = db.review.at(-1)!;
    expect(db.produkWeb.find((p) => p.id === stored.produkWebId)?.judul).toBe(productName);
    expect(stored).toMatchObject({ userName: 'Rina Marlina', rating: 4, komentar: 'Cat cepat kering.', foto: [] });
  });

  it('shows the server error on a failed save and keeps everything typed', async () => {
    const { user, onClose } = setup({ faults: [{ method: 'POST', path: '/admin/reviews', status: 500, body: { error: 'Database sedang sibuk.' }, times: 1 }] });
    const productName = await chooseFirstProduct(user);
    await user.type(screen.getByLabelText(/Nama Pembeli/), 'Joko');
    chooseStars(2);
    await user.click(save());
    expect(await screen.findByTestId('review-save-error')).toHaveTextContent('Database sedang sibuk.');
    expect(screen.getByRole('combobox', { name: /Produk/ })).toHaveValue(productName);
    expect(screen.getByLabelText(/Nama Pembeli/)).toHaveValue('Joko');
    expect(screen.getByRole('radio', { name: '2 dari 5' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Gagal menyimpan review' when the server says nothing", async () => {
    const { user } = setup({ faults: [{ method: 'POST', path: '/admin/reviews', status: 500, body: {}, times: 1 }] });
    await chooseFirstProduct(user);
    await user.type(screen.getByLabelText(/Nama Pembeli/), 'Joko');
    await user.click(save());
    expect(await screen.findByTestId('review-save-error')).toHaveTextContent('Gagal menyimpan review');
  });

  it('sends once when Simpan is pressed twice in the same instant', async () => {
    const { user, requests, onClose, faults } = setup();
    await chooseFirstProduct(user);
    await user.type(screen.getByLabelText(/Nama Pembeli/), 'Maya');
    faults.add({ method: 'POST', path: '/admin/reviews', delayMs: 200, times: 1 });
    const button = save();
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Menyimpan...');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(countRequests(requests, 'POST /admin/reviews')).toBe(1);
  });

  it('edits a stored review from what it holds and sends the change with PUT', async () => {
    // The seed is the same every time: the dialog's own database holds this review under the same id.
    const stored = createSeedDb(new Date(), fakeAreas).review.find((r) => r.foto.length === 0 && r.rating === 5)!;
    const { user, db, onClose } = setup({ record: { ...stored } as Review });
    expect(screen.getByRole('heading', { name: 'Edit Review' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nama Pembeli/)).toHaveValue(stored.userName);
    expect(screen.getByRole('radio', { name: '5 dari 5' })).toBeChecked();
    chooseStars(3);
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(db.review.find((r) => r.id === stored.id)).toMatchObject({ rating: 3, userName: stored.userName, produkWebId: stored.produkWebId });
  });

  it("shows the product list's failure with 'Coba Lagi', and the retry loads it", async () => {
    const { user } = setup({ faults: [{ method: 'GET', path: '/web/produk', status: 500, body: {}, times: 1 }] });
    const alert = await screen.findByTestId('review-products-error');
    expect(alert).toHaveTextContent('Gagal memuat data');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(screen.queryByTestId('review-products-error')).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: /Produk/ }));
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
  });
});
