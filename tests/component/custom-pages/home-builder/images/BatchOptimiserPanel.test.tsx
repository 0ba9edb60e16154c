// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchOptimiserPanel } from '@/custom-pages/home-builder/images/BatchOptimiserPanel';
import { optimiseImage, type OptimisedImage } from '@/image/optimiseImage';
import { renderWithAdmin } from '../../../renderWithAdmin';

// The real pipeline needs Chromium's Worker and OffscreenCanvas (the e2e test and the benchmark run it);
// here it answers like the worker would, one file at a time, held until the test lets it finish.
vi.mock('@/image/optimiseImage', () => ({ optimiseImage: vi.fn() }));
const optimise = vi.mocked(optimiseImage);

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const jpeg = (name: string, size: number) => {
  const content = new Uint8Array(size);
  content.set(JPEG_HEAD);
  return new File([content], name, { type: 'image/jpeg' });
};

let created: string[];
let revoked: string[];
let release: Array<() => void>;

beforeEach(() => {
  created = [];
  revoked = [];
  release = [];
  // jsdom has no object URLs; record what the panel creates and revokes.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:hasil-${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
  optimise.mockReset();
  // A file named besar-* shrinks to a tenth as WebP; any other comes back as it was (could not be made smaller).
  optimise.mockImplementation(
    (file: File) =>
      new Promise<OptimisedImage>((resolve) => {
        release.push(() => {
          if (!file.name.startsWith('besar-')) return resolve({ file, originalSize: file.size, optimizedSize: file.size, isOptimized: false });
          const webp = new File([new Uint8Array(file.size / 10)], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' });
          resolve({ file: webp, originalSize: file.size, optimizedSize: webp.size, isOptimized: true });
        });
      }),
  );
});

afterEach(cleanup);

const setup = () => {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithAdmin(<BatchOptimiserPanel />);
  return { ...view, user, input: screen.getByLabelText('Pilih gambar') as HTMLInputElement };
};

/** Lets the file in the worker finish. */
const finishNext = async () => {
  await waitFor(() => expect(release.length).toBeGreaterThan(0));
  release.shift()?.();
};

describe('BatchOptimiserPanel', () => {
  it('checks the picked files (big originals allowed), optimises them one by one with progress, and shows each saving', async () => {
    const { user, input } = setup();
    await user.upload(input, [jpeg('besar-gudang.jpg', 3_000_000), jpeg('kecil.jpg', 40_000), new File(['teks'], 'catatan.txt', { type: 'text/plain' })]);

    expect(await screen.findByTestId('batch-refused')).toHaveTextContent('catatan.txt: File harus berupa gambar');
    expect(screen.getAllByTestId('batch-item')).toHaveLength(2);
    expect(screen.getByTestId('batch-progress')).toHaveTextContent('0 dari 2 gambar selesai');

    await user.click(screen.getByRole('button', { name: 'Optimalkan (2)' }));
    // Working: every button and the picker are held, the first file shows its own progress.
    expect(screen.getByRole('button', { name: 'Mengoptimasi...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unduh semua (ZIP)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kosongkan daftar' })).toBeDisabled();
    expect(input).toBeDisabled();
    expect(await screen.findByRole('progressbar', { name: 'Mengoptimasi besar-gudang.jpg' })).toBeInTheDocument();
    expect(optimise).toHaveBeenCalledTimes(1);
    expect(optimise).toHaveBeenCalledWith(expect.objectContaining({ name: 'besar-gudang.jpg' }), 'product');

    await finishNext();
    expect(await screen.findByText('1 dari 2 gambar selesai')).toBeInTheDocument();
    await finishNext();
    expect(await screen.findByText('2 dari 2 gambar selesai')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Kemajuan optimasi' })).toHaveAttribute('aria-valuenow', '100');

    const [big, small] = screen.getAllByTestId('batch-item');
    expect(within(big!).getByTestId('batch-item-sizes')).toHaveTextContent('2,9 MB → 293 KB');
    const saving = within(big!).getByTestId('batch-item-saving');
    expect(saving).toHaveTextContent('Hemat 90%');
    expect(saving).toHaveClass('MuiChip-colorSuccess');
    expect(within(big!).getByRole('link', { name: 'Unduh besar-gudang.webp' })).toHaveAttribute('href', 'blob:hasil-1');
    expect(within(small!).getByTestId('batch-item-not-smaller')).toHaveTextContent('Tidak bisa diperkecil lagi; file asli dipertahankan.');
    expect(within(small!).getByRole('link', { name: 'Unduh kecil.jpg' })).toHaveAttribute('download', 'kecil.jpg');
    expect(screen.getByTestId('batch-summary')).toHaveTextContent('Total 2,9 MB → 332 KB (hemat 89%)');
    expect(screen.getByRole('button', { name: 'Unduh semua (ZIP)' })).toBeEnabled();
  });

  it('optimises with the chosen profile', async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Profil optimasi' }));
    await user.click(screen.getByRole('option', { name: 'Thumbnail: maks. 300 × 300 px, kualitas 70%' }));
    await user.upload(input, [jpeg('besar-a.jpg', 100_000)]);
    await user.click(await screen.findByRole('button', { name: 'Optimalkan (1)' }));
    await finishNext();
    expect(optimise).toHaveBeenCalledWith(expect.objectContaining({ name: 'besar-a.jpg' }), 'thumbnail');
  });

  it('revokes a result\'s object URL when it is removed, the rest when the list is cleared, and on unmount', async () => {
    const { user, input, unmount } = setup();
    await user.upload(input, [jpeg('besar-1.jpg', 10_000), jpeg('besar-2.jpg', 10_000), jpeg('besar-3.jpg', 10_000)]);
    await user.click(await screen.findByRole('button', { name: 'Optimalkan (3)' }));
    for (let i = 0; i < 3; i += 1) await finishNext();
    await screen.findByText('3 dari 3 gambar selesai');
    expect(created).toEqual(['blob:hasil-1', 'blob:hasil-2', 'blob:hasil-3']);

    await user.click(screen.getByRole('button', { name: 'Hapus besar-2.jpg dari daftar' }));
    expect(revoked).toEqual(['blob:hasil-2']);
    expect(screen.getAllByTestId('batch-item')).toHaveLength(2);

    await user.upload(input, [jpeg('besar-4.jpg', 10_000)]);
    await user.click(await screen.findByRole('button', { name: 'Optimalkan (1)' }));
    await finishNext();
    await screen.findByText('3 dari 3 gambar selesai');
    await user.click(screen.getByRole('button', { name: 'Kosongkan daftar' }));
    expect([...revoked].sort()).toEqual(['blob:hasil-1', 'blob:hasil-2', 'blob:hasil-3', 'blob:hasil-4']);
    expect(screen.queryAllByTestId('batch-item')).toHaveLength(0);

    await user.upload(input, [jpeg('besar-5.jpg', 10_000)]);
    await user.click(await screen.findByRole('button', { name: 'Optimalkan (1)' }));
    await finishNext();
    await screen.findByText('1 dari 1 gambar selesai');
    expect(revoked).not.toContain('blob:hasil-5');
    unmount();
    expect(revoked).toContain('blob:hasil-5');
    expect(revoked).toHaveLength(5);
  });
});
