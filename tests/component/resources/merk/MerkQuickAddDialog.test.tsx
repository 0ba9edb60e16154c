// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Merk } from '@/resources/merk/schemas';
import { MerkQuickAddDialog } from '@/resources/merk/MerkQuickAddDialog';
import { countRequests, renderWithAdmin } from '../../renderWithAdmin';

afterEach(cleanup);

const setup = () => {
  const onClose = vi.fn<() => void>();
  const onCreated = vi.fn<(merk: Merk) => void>();
  const user = userEvent.setup();
  const view = renderWithAdmin(<MerkQuickAddDialog open onClose={onClose} onCreated={onCreated} />);
  const seedCount = view.db.merk.length;
  return { ...view, user, onClose, onCreated, seedCount };
};

const nameInput = () => screen.getByLabelText('Nama Merk');
const slugInput = () => screen.getByLabelText('Slug');

describe('MerkQuickAddDialog', () => {
  it('refuses an empty name with "Nama merk tidak boleh kosong." and sends nothing', async () => {
    const { user, db, requests, onCreated, onClose, seedCount } = setup();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Nama merk tidak boleh kosong.')).toBeInTheDocument();
    expect(db.merk).toHaveLength(seedCount);
    expect(countRequests(requests, 'POST /admin/merk')).toBe(0);
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes "Nama merk tidak boleh kosong." away as soon as a name is typed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama merk tidak boleh kosong.')).toBeInTheDocument();
    await user.type(nameInput(), 'S');
    expect(screen.queryByText('Nama merk tidak boleh kosong.')).not.toBeInTheDocument();
  });

  it('sends once when Simpan is pressed twice in the same instant', async () => {
    const { requests, onCreated, faults, user } = setup();
    faults.add({ method: 'POST', path: '/admin/merk', delayMs: 200, times: 1 });
    await user.type(nameInput(), 'Semen Kupang');
    const save = screen.getByRole('button', { name: 'Simpan' });
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(countRequests(requests, 'POST /admin/merk')).toBe(1);
  });

  it('derives the slug from the typed name in a read-only slug field', async () => {
    const { user } = setup();

    await user.type(nameInput(), 'Semen Baturaja!');

    expect(slugInput()).toHaveValue('semen-baturaja');
    expect(slugInput()).toHaveAttribute('readonly');
  });

  it('creates the brand (derived slug, active) and hands the stored record to onCreated, then closes', async () => {
    const { user, db, onCreated, onClose, seedCount } = setup();

    await user.type(nameInput(), 'Semen Baturaja!');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(db.merk).toHaveLength(seedCount + 1);
    const stored = db.merk.find((brand) => brand.slug === 'semen-baturaja');
    expect(stored).toMatchObject({ nama: 'Semen Baturaja!', slug: 'semen-baturaja', isActive: true });
    expect(stored?.id).toEqual(expect.any(Number));
    expect(onCreated).toHaveBeenCalledWith(stored);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's error, keeps the typed name and does not call onCreated when the server rejects", async () => {
    const { user, db, faults, onCreated, onClose, seedCount } = setup();
    faults.add({ method: 'POST', path: '/admin/merk', status: 500, body: { error: 'Server sibuk.' }, times: 1 });

    await user.type(nameInput(), 'Semen Baturaja');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Server sibuk.')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Semen Baturaja');
    expect(slugInput()).toHaveValue('semen-baturaja');
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
    expect(db.merk).toHaveLength(seedCount);
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's 409 message for a name whose slug already exists", async () => {
    const { user, db, onCreated, seedCount } = setup();
    expect(db.merk.some((brand) => brand.slug === 'avian')).toBe(true);

    await user.type(nameInput(), 'Avian');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Slug "avian" sudah dipakai merk lain.')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Avian');
    expect(db.merk).toHaveLength(seedCount);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('disables the save button while the request is pending, so a second click sends nothing', async () => {
    // The disabled MUI button has pointer-events: none; skip user-event's check to really try a second click.
    const { db, faults, requests, onCreated, seedCount } = setup();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    faults.add({ method: 'POST', path: '/admin/merk', delayMs: 300, times: 1 });

    await user.type(nameInput(), 'Semen Baturaja');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    const saving = await screen.findByRole('button', { name: 'Menyimpan...' });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    await user.click(saving);

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(countRequests(requests, 'POST /admin/merk')).toBe(1);
    expect(db.merk).toHaveLength(seedCount + 1);
  });
});
