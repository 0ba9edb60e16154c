// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUploader, type ImageUploaderProps } from '@/components/image-uploader';
import type { UploadedImage } from '@/domain/image/uploadedImage';
import { optimiseImage, type OptimisedImage } from '@/image/optimiseImage';
import { renderWithAdmin } from '../../renderWithAdmin';

// The real optimiser needs a browser's Worker and OffscreenCanvas (the image benchmark runs it in
// Chromium); here it answers like the worker would, so the uploader's own behaviour is what is tested.
vi.mock('@/image/optimiseImage', () => ({ optimiseImage: vi.fn() }));
const optimise = vi.mocked(optimiseImage);

// A PNG's signature first: the uploader reads a file's first bytes and refuses what is no image.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (size: number) => {
  const content = new Uint8Array(size);
  content.set(PNG_SIGNATURE.slice(0, size));
  return content;
};
const png = (name = 'keramik.png', size = 2_000_000) => new File([bytes(size)], name, { type: 'image/png' });

/** What the worker makes of a file: a WebP of `optimizedSize` bytes at the given pixel size (also the original's). */
const answer = (optimizedSize: number, width = 800, height = 800) =>
  optimise.mockImplementation(async (file: File): Promise<OptimisedImage> => {
    const webp = new File([bytes(optimizedSize)], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' });
    return { file: webp, originalSize: file.size, optimizedSize, isOptimized: true, width, height, naturalWidth: width, naturalHeight: height };
  });

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  // jsdom has no object URLs; record what the uploader creates and revokes.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
  optimise.mockReset();
  answer(100_000);
});

afterEach(cleanup);

type Props = Partial<ImageUploaderProps> & { initial?: UploadedImage[] };

/** A form holding the uploader's value, as a product or category form does. */
const Harness = ({ initial = [], onChange, ...props }: Props) => {
  const [images, setImages] = useState<UploadedImage[]>(initial);
  return (
    <ImageUploader
      label="Foto Galeri"
      maxFiles={5}
      profile="product"
      {...props}
      value={images}
      onChange={(next) => {
        setImages(next);
        onChange?.(next);
      }}
    />
  );
};

const setup = (props: Props = {}) => {
  const onChange = vi.fn<(images: UploadedImage[]) => void>();
  // applyAccept off: a person can drop any file on the zone; the uploader must check it itself.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithAdmin(<Harness onChange={onChange} {...props} />);
  const input = screen.getByLabelText('Foto Galeri') as HTMLInputElement;
  return { ...view, user, onChange, input, lastValue: () => onChange.mock.calls.at(-1)?.[0] ?? [] };
};

describe('ImageUploader', () => {
  it('is a labelled file input that offers JPG, PNG and WEBP, with the limits as a hint', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input.accept).toContain('image/webp');
    expect(input.multiple).toBe(true);
    const zone = screen.getByRole('button', { name: 'Seret & lepas gambar di sini, atau klik untuk memilih' });
    expect(zone).toHaveAccessibleDescription('Foto Galeri JPG, PNG, atau WEBP, maksimal 2 MB per file. Maksimal 5 foto.');
  });

  it('optimises a picked photo for its profile and shows original → optimised size with the saving in green', async () => {
    const { user, input, lastValue } = setup({ profile: 'product' });
    const file = png('keramik.png', 2_000_000);
    await user.upload(input, file);

    expect(await screen.findByText('1,9 MB → 98 KB')).toBeInTheDocument();
    const saving = screen.getByText('Hemat 95%').closest('.MuiChip-root');
    expect(saving).toHaveClass('MuiChip-colorSuccess');
    expect(optimise).toHaveBeenCalledWith(file, 'product');
    const [image] = lastValue();
    expect(image).toMatchObject({ kind: 'new', name: 'keramik.webp', type: 'image/webp', originalSize: 2_000_000, optimizedSize: 100_000, isOptimized: true });
    expect(screen.getByRole('img', { name: /keramik\.webp$/ })).toHaveAttribute('src', 'blob:preview-1');
  });

  it.each([
    [60, 'MuiChip-colorWarning'],
    [30, 'MuiChip-colorError'],
  ])('colours a %s%% saving with %s', async (percent, colourClass) => {
    answer(1_000_000 - percent * 10_000);
    const { user, input } = setup();
    await user.upload(input, png('a.png', 1_000_000));
    expect((await screen.findByText(`Hemat ${percent}%`)).closest('.MuiChip-root')).toHaveClass(colourClass);
  });

  it('says when a file went up without optimisation', async () => {
    const small = new File([bytes(300_000)], 'kecil.webp', { type: 'image/webp' });
    optimise.mockResolvedValue({ file: small, originalSize: 300_000, optimizedSize: 300_000, isOptimized: false, width: 800, height: 800 });
    const { user, input } = setup();
    await user.upload(input, small);
    expect(await screen.findByText('293 KB · Diunggah tanpa optimasi')).toBeInTheDocument();
  });

  it.each([
    ['a PDF', () => new File(['%PDF'], 'katalog.pdf', { type: 'application/pdf' }), 'katalog.pdf: File harus berupa gambar'],
    ['a JPEG over 2 MB', () => new File([bytes(2_097_153)], 'besar.jpg', { type: 'image/jpeg' }), 'besar.jpg: Ukuran file maksimal 2MB'],
    ['a GIF', () => new File(['GIF89a'], 'animasi.gif', { type: 'image/gif' }), 'animasi.gif: Format file harus JPG, PNG, atau WEBP'],
    ['a file without extension', () => new File(['x'], 'foto', { type: 'image/png' }), 'foto: File tidak memiliki ekstensi.'],
    ['a text file named .jpg', () => new File(['bukan gambar, hanya teks'], 'foto.jpg', { type: 'image/jpeg' }), 'foto.jpg: File harus berupa gambar'],
    ['a GIF named .png', () => new File(['GIF89a-----'], 'animasi.png', { type: 'image/png' }), 'animasi.png: Format file harus JPG, PNG, atau WEBP'],
  ])('refuses %s with the spec message and does not add it', async (_what, makeFile, message) => {
    const file = makeFile();
    const { user, input, onChange } = setup();
    await user.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onChange).not.toHaveBeenCalled();
    expect(optimise).not.toHaveBeenCalled();
    expect(screen.queryByTestId('image-tile')).not.toBeInTheDocument();
  });

  it('adds the valid files of a mixed drop and lists each refused one', async () => {
    const { user, input, lastValue } = setup();
    await user.upload(input, [png('a.png'), new File(['x'], 'b.gif', { type: 'image/gif' }), png('c.png')]);
    await waitFor(() => expect(lastValue()).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent('b.gif: Format file harus JPG, PNG, atau WEBP');
  });

  it('takes the category icon limits and texts', async () => {
    const { user, input } = setup({
      maxBytes: 1_048_576,
      maxFiles: 1,
      profile: 'category',
      messages: { tooLarge: 'Ukuran file maksimal 1MB. Kompres gambar atau gunakan resolusi 128x128px.', notImage: 'File harus berupa gambar.' },
    });
    await user.upload(input, png('ikon.png', 1_048_577));
    expect(await screen.findByRole('alert')).toHaveTextContent('ikon.png: Ukuran file maksimal 1MB. Kompres gambar atau gunakan resolusi 128x128px.');
  });

  it('cuts off files beyond maxFiles and says how many were ignored', async () => {
    const { user, input, lastValue } = setup({ maxFiles: 3, initial: [{ kind: 'existing', id: 'e1', url: 'https://cdn/lama.webp' }] });
    await user.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(await screen.findByText('2 file diabaikan karena melebihi batas 3 foto.')).toBeInTheDocument();
    await waitFor(() => expect(lastValue()).toHaveLength(3));
    expect(lastValue().map((image) => (image.kind === 'new' ? image.name : image.url))).toEqual(['https://cdn/lama.webp', '1.webp', '2.webp']);
    expect(optimise).toHaveBeenCalledTimes(2);
  });

  it('closes the drop zone once full, and opens it again after a removal', async () => {
    const { user, input } = setup({ maxFiles: 1 });
    await user.upload(input, png());
    await screen.findByTestId('image-tile');
    expect(input).toBeDisabled();
    expect(screen.getByText('Sudah 1 foto (batas maksimal). Hapus foto untuk menggantinya.')).toBeInTheDocument();
    // The hint names 'Hapus foto' too; only the tile's button may carry that name.
    expect(screen.getAllByRole('button', { name: /Hapus foto/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Hapus foto' }));
    expect(input).toBeEnabled();
  });

  it('removes a new photo and revokes its preview URL', async () => {
    const { user, input, lastValue } = setup();
    await user.upload(input, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getAllByTestId('image-tile')).toHaveLength(2));
    const first = screen.getAllByTestId('image-tile')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Hapus foto' }));
    expect(lastValue().map((image) => image.kind === 'new' && image.name)).toEqual(['b.webp']);
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('removes an existing photo by dropping it from the value', async () => {
    const { user, lastValue } = setup({
      initial: [
        { kind: 'existing', id: 'e1', url: 'https://cdn/satu.webp' },
        { kind: 'existing', id: 'e2', url: 'https://cdn/dua.webp' },
      ],
    });
    expect(screen.getAllByText('Tersimpan')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Hapus foto' })[0]!);
    expect(lastValue()).toEqual([{ kind: 'existing', id: 'e2', url: 'https://cdn/dua.webp' }]);
    expect(revoked).toEqual([]);
  });

  it('names each photo for screen readers by the uploader and its place, never just "Tersimpan"', async () => {
    setup({
      initial: [
        { kind: 'existing', id: 'e1', url: 'https://cdn/satu.webp' },
        { kind: 'existing', id: 'e2', url: 'https://cdn/dua.webp' },
      ],
    });
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Foto Galeri 1', 'Foto Galeri 2']);
    cleanup();
    renderWithAdmin(<Harness label="Foto Utama" maxFiles={1} initial={[{ kind: 'existing', id: 'e1', url: 'https://cdn/satu.webp' }]} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Foto Utama');
  });

  it('revokes every preview it made when it unmounts', async () => {
    const { user, input, unmount } = setup();
    await user.upload(input, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getAllByTestId('image-tile')).toHaveLength(2));
    unmount();
    expect(revoked.sort()).toEqual(['blob:preview-1', 'blob:preview-2']);
  });

  it('warns about a product photo that is not about 1:1', async () => {
    answer(100_000, 800, 600);
    const { user, input, lastValue } = setup({ squareHint: true });
    await user.upload(input, png('lebar.png'));
    expect(await screen.findByText('Rasio 800x600 bukan 1:1. Foto produk sebaiknya persegi (mis. 800x800).')).toBeInTheDocument();
    expect(lastValue()[0]).toMatchObject({ aspectWarning: true });
  });

  it('refuses a picture whose shape the acceptSize rule refuses, with its reason, and keeps the others', async () => {
    const acceptSize = ({ width, height }: { width: number; height: number }) => (width / height > 1.5 ? null : 'Bentuk gambar salah');
    answer(100_000, 800, 800);
    const { user, input, onChange } = setup({ acceptSize, maxFiles: 1 });
    await user.upload(input, png('persegi.png'));
    expect(await screen.findByTestId('image-errors')).toHaveTextContent('persegi.png: Bentuk gambar salah');
    expect(onChange).not.toHaveBeenCalled();
    // The refused picture freed its place: a fitting one is taken.
    answer(100_000, 1600, 800);
    await user.upload(input, png('lebar.png'));
    await screen.findByTestId('image-tile');
    expect(onChange.mock.calls.at(-1)?.[0]).toHaveLength(1);
  });

  it('does not warn about a square photo, nor without the square hint', async () => {
    answer(100_000, 800, 600);
    const { user, input } = setup({ squareHint: false });
    await user.upload(input, png('lebar.png'));
    await screen.findByTestId('image-tile');
    expect(screen.queryByTestId('aspect-warning')).not.toBeInTheDocument();
    cleanup();

    answer(100_000, 800, 760);
    const square = setup({ squareHint: true });
    await square.user.upload(square.input, png('persegi.png'));
    await screen.findByTestId('image-tile');
    expect(screen.queryByTestId('aspect-warning')).not.toBeInTheDocument();
  });

  it('shows a spinner while optimising and tells the form it is busy', async () => {
    let finish: (result: OptimisedImage) => void = () => {};
    optimise.mockImplementation(() => new Promise<OptimisedImage>((resolve) => (finish = resolve)));
    const onBusyChange = vi.fn<(busy: boolean) => void>();
    const { user, input } = setup({ onBusyChange });
    const file = png('a.png');
    await user.upload(input, file);

    expect(await screen.findByTestId('image-pending')).toHaveTextContent('Mengoptimalkan...');
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    await act(async () => finish({ file, originalSize: file.size, optimizedSize: file.size, isOptimized: false }));
    expect(screen.queryByTestId('image-pending')).not.toBeInTheDocument();
    expect(screen.getByTestId('image-tile')).toBeInTheDocument();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps every photo when files finish optimising one after another', async () => {
    const { user, input, lastValue } = setup();
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(lastValue()).toHaveLength(3));
    expect(screen.getAllByTestId('image-tile')).toHaveLength(3);
  });

  it('takes nothing and removes nothing when disabled', () => {
    setup({ disabled: true, initial: [{ kind: 'existing', id: 'e1', url: 'https://cdn/satu.webp' }] });
    expect(screen.getByLabelText('Foto Galeri')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hapus foto' })).toBeDisabled();
  });
});
