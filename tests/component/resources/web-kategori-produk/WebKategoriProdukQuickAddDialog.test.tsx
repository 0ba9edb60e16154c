// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebKategoriProduk } from '@/resources/web-kategori-produk/schemas';
import { optimiseImage, type OptimisedImage } from '@/image/optimiseImage';
import { LazyWebKategoriProdukQuickAddDialog as WebKategoriProdukQuickAddDialog } from '@/resources/web-kategori-produk/LazyWebKategoriProdukQuickAddDialog';
import { countRequests, renderWithAdmin, stubUploadFile } from '../../renderWithAdmin';

// The real optimiser needs a browser's Worker and OffscreenCanvas; here it answers as the worker
// would (a smaller WebP), so what is tested is the dialog.
vi.mock('@/image/optimiseImage', () => ({ optimiseImage: vi.fn() }));
const optimise = vi.mocked(optimiseImage);

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  optimise.mockReset();
  optimise.mockImplementation(async (file: File): Promise<OptimisedImage> => {
    const webp = new File([new Uint8Array(2_000)], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' });
    return { file: webp, originalSize: file.size, optimizedSize: webp.size, isOptimized: true, width: 128, height: 128 };
  });
});

afterEach(cleanup);
// Every step goes through the real fake backend and react-query; give a busy machine room to answer.
configure({ asyncUtilTimeout: 5_000 });

const setup = async () => {
  const onClose = vi.fn<() => void>();
  const onCreated = vi.fn<(category: WebKategoriProduk) => void>();
  const parentSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const user = userEvent.setup({ applyAccept: false });
  // Inside a form, as in the product form: the dialog's submit must not submit the page's form.
  const view = renderWithAdmin(
    <form onSubmit={parentSubmit}>
      <WebKategoriProdukQuickAddDialog open onClose={onClose} onCreated={onCreated} />
    </form>,
  );
  const bodies: unknown[] = [];
  const call = view.api.call.bind(view.api);
  vi.spyOn(view.api, 'call').mockImplementation((endpoint, options) => {
    bodies.push(options?.body);
    return call(endpoint, options);
  });
  const seedCount = view.db.webKategoriProduk.length;
  // The folder exports the dialog lazily (kept out of the login route); wait for its code.
  await screen.findByRole('dialog', { name: 'Tambah Kategori Baru' });
  return { ...view, user, onClose, onCreated, parentSubmit, bodies, seedCount };
};

const dialog = () => screen.getByRole('dialog', { name: 'Tambah Kategori Baru' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const save = () => within(dialog()).getByRole('button', { name: 'Simpan' });

describe('WebKategoriProdukQuickAddDialog', () => {
  it('refuses an empty name with "Nama Kategori wajib diisi." and sends nothing', async () => {
    const { user, requests, onCreated, onClose, parentSubmit } = await setup();

    await user.click(save());

    expect(await within(dialog()).findByText('Nama Kategori wajib diisi.')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/web-kategori-produk')).toBe(0);
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(parentSubmit).not.toHaveBeenCalled();
  });

  it("asks for the name before generating a description, in the dialog's wording", async () => {
    const { user, requests } = await setup();

    await user.click(within(dialog()).getByRole('button', { name: 'Generate Deskripsi' }));

    expect(await within(dialog()).findByText('Nama kategori harus diisi dulu sebelum generate deskripsi')).toBeInTheDocument();
    expect(countRequests(requests, 'POST /admin/web-kategori-produk/generate-deskripsi')).toBe(0);
  });

  it('fills the emoji and the description from the name, with the live counter', async () => {
    const { user } = await setup();

    await user.type(field('Nama Kategori'), 'Pipa Air');
    await user.click(within(dialog()).getByRole('button', { name: 'Generate Emoji' }));
    await waitFor(() => expect(field('Ikon Emoji')).toHaveValue('🚰'));
    await user.click(within(dialog()).getByRole('button', { name: 'Generate Deskripsi' }));

    await waitFor(() => expect((field('Deskripsi') as HTMLTextAreaElement).value).toContain('Pipa Air'));
    const text = (field('Deskripsi') as HTMLTextAreaElement).value;
    expect(within(dialog()).getByTestId('description-counter')).toHaveTextContent(`${text.length}/160 karakter`);
  });

  it('shows "Gagal generate deskripsi: ..." with the server\'s reason and keeps the typed description', async () => {
    const { user, faults } = await setup();
    faults.add({ method: 'POST', path: '/admin/web-kategori-produk/generate-deskripsi', status: 503, body: { error: 'Layanan AI sibuk.' }, times: 1 });

    await user.type(field('Nama Kategori'), 'Pipa Air');
    await user.type(field('Deskripsi'), 'Tulisan saya');
    await user.click(within(dialog()).getByRole('button', { name: 'Generate Deskripsi' }));

    expect(await within(dialog()).findByText('Gagal generate deskripsi: Layanan AI sibuk.')).toBeInTheDocument();
    expect(field('Deskripsi')).toHaveValue('Tulisan saya');
  });

  it('refuses an icon photo over 1 MB with "Ukuran file maksimal 1MB" and keeps it out', async () => {
    const { user } = await setup();
    const big = new File([new Uint8Array(1_048_577)], 'ikon.png', { type: 'image/png' });

    await user.upload(within(dialog()).getByLabelText('Foto Ikon'), big);

    expect(await within(dialog()).findByTestId('image-errors')).toHaveTextContent('ikon.png: Ukuran file maksimal 1MB');
    expect(optimise).not.toHaveBeenCalled();
  });

  it('creates the category with its photo in kategori-icons, sends the POS link as kategori_produk_id, and hands over the stored record', async () => {
    const { user, db, requests, bodies, dataProvider, onCreated, onClose, parentSubmit, seedCount } = await setup();
    // jsdom's File cannot travel through Node's Request as multipart; the real upload is proven end to end.
    const uploadFile = stubUploadFile(dataProvider, async () => 'https://cdn.toko.test/kategori-icons/lem.webp');

    await user.type(field('Nama Kategori'), 'Lem & Perekat');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Kategori POS' }));
    await user.click(await screen.findByRole('option', { name: 'Bahan Kimia Bangunan' }));
    await user.clear(within(dialog()).getByRole('spinbutton', { name: 'Urutan' }));
    await user.type(within(dialog()).getByRole('spinbutton', { name: 'Urutan' }), '15');
    await user.type(field('Ikon Emoji'), '🧴');
    await user.upload(within(dialog()).getByLabelText('Foto Ikon'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(50_000)], 'lem.png', { type: 'image/png' }));
    await within(dialog()).findByTestId('image-tile');
    await user.click(save());

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(uploadFile.mock.calls[0]?.[0]).toMatchObject({ bucket: 'kategori-icons', path: expect.stringMatching(/\.webp$/) });
    expect((uploadFile.mock.calls[0]?.[0].file as File).name).toBe('lem.webp');
    expect(countRequests(requests, 'POST /admin/web-kategori-produk')).toBe(1);
    const sent = bodies.find((body) => body && typeof body === 'object' && 'namaKategori' in body) as Record<string, unknown>;
    expect(sent).toMatchObject({ namaKategori: 'Lem & Perekat', kategori_produk_id: 11, urutan: 15, icon: '🧴', deskripsi: 'Kategori produk bahan bangunan berkualitas' });
    expect(sent).not.toHaveProperty('kategoriProdukId');
    expect(sent.fotoIconUrl).toBe('https://cdn.toko.test/kategori-icons/lem.webp');

    expect(db.webKategoriProduk).toHaveLength(seedCount + 1);
    const stored = db.webKategoriProduk.at(-1)!;
    expect(stored).toMatchObject({ namaKategori: 'Lem & Perekat', kategoriProdukId: 11, urutan: 15, fotoIconUrl: 'https://cdn.toko.test/kategori-icons/lem.webp' });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: stored.id, namaKategori: 'Lem & Perekat', kategoriProdukId: 11 }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(parentSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's error, keeps everything typed and does not call onCreated when the save fails", async () => {
    const { user, db, faults, onCreated, onClose, seedCount } = await setup();
    faults.add({ method: 'POST', path: '/admin/web-kategori-produk', status: 500, body: { error: 'Server sibuk.' }, times: 1 });

    await user.type(field('Nama Kategori'), 'Lem Kayu');
    await user.type(field('Deskripsi'), 'Lem untuk kayu');
    await user.click(save());

    expect(await within(dialog()).findByTestId('quick-add-error')).toHaveTextContent('Server sibuk.');
    expect(field('Nama Kategori')).toHaveValue('Lem Kayu');
    expect(field('Deskripsi')).toHaveValue('Lem untuk kayu');
    expect(save()).toBeEnabled();
    expect(db.webKategoriProduk).toHaveLength(seedCount);
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to "Gagal menyimpan kategori." when the server gives no text', async () => {
    const { user, faults } = await setup();
    faults.add({ method: 'POST', path: '/admin/web-kategori-produk', status: 500, body: {}, times: 1 });

    await user.type(field('Nama Kategori'), 'Lem Kayu');
    await user.click(save());

    expect(await within(dialog()).findByTestId('quick-add-error')).toHaveTextContent('Gagal menyimpan kategori.');
  });

  it('disables saving while the request is pending, so a second click sends nothing', async () => {
    const { db, faults, requests, onCreated, seedCount } = await setup();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    faults.add({ method: 'POST', path: '/admin/web-kategori-produk', delayMs: 1_500, times: 1 });

    await user.type(field('Nama Kategori'), 'Lem Kayu');
    await user.click(save());

    const saving = await within(dialog()).findByRole('button', { name: 'Menyimpan...' });
    expect(saving).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Batal' })).toBeDisabled();
    await user.click(saving);

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(countRequests(requests, 'POST /admin/web-kategori-produk')).toBe(1);
    expect(db.webKategoriProduk).toHaveLength(seedCount + 1);
  });

  it('starts the next category from an empty form after a save', async () => {
    const { user, onCreated } = await setup();

    await user.type(field('Nama Kategori'), 'Lem Kayu');
    await user.type(field('Ikon Emoji'), '🧴');
    await user.click(save());

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field('Nama Kategori')).toHaveValue(''));
    expect(field('Ikon Emoji')).toHaveValue('');
  });
});

describe('WebKategoriProdukQuickAddDialog: Urutan is judged by the app, in Indonesian', () => {
  const urutan = () => within(dialog()).getByRole('spinbutton', { name: 'Urutan' }) as HTMLInputElement;

  it('is a text field without the browser\'s own min/step validation (no English bubbles)', async () => {
    await setup();
    expect(urutan().type).toBe('text');
    expect(urutan()).toHaveAttribute('inputmode', 'numeric');
    for (const attribute of ['min', 'max', 'step', 'required']) expect(urutan()).not.toHaveAttribute(attribute);
  });

  it.each([
    ['-2', 'Urutan harus bilangan bulat, minimal 0.'],
    ['1,5', 'Harus bilangan bulat, tanpa angka di belakang koma.'],
    ['satu', 'Isi dengan angka bulat, misalnya 10.'],
  ])('%j is refused with %j, kept as typed, and nothing is sent', async (typed, message) => {
    const { user, requests, onCreated } = await setup();
    await user.type(field('Nama Kategori'), 'Lem & Perekat');
    await user.clear(urutan());
    await user.type(urutan(), typed);
    await user.click(save());
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(urutan()).toHaveValue(typed);
    expect(countRequests(requests, 'POST /admin/web-kategori-produk')).toBe(0);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
