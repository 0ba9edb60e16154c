// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '@/api/errors';
import type { UploadFileParams } from '@/providers/storage';
import { UploadProgress, useImageStorage, type UploadedImage } from '@/components/image-uploader';
import { renderWithAdmin, stubUploadFile } from '../../renderWithAdmin';

afterEach(cleanup);

const photo = (name: string) => {
  const file = new File([new Uint8Array([1, 2, 3])], name, { type: 'image/webp' });
  const image: UploadedImage = {
    kind: 'new',
    id: name,
    file,
    preview: `blob:${name}`,
    name,
    size: 3,
    type: 'image/webp',
    originalSize: 30,
    optimizedSize: 3,
    isOptimized: true,
  };
  return image;
};

const IMAGES: UploadedImage[] = [{ kind: 'existing', id: 'e', url: 'https://cdn.toko.test/lama.webp' }, photo('a.webp'), photo('b.webp')];

/** What a product form does on save: upload, then show the URLs or the error. */
const SaveGallery = () => {
  const { uploadImages, progress } = useImageStorage();
  const [result, setResult] = useState('');
  const save = async () => {
    try {
      const urls = await uploadImages(IMAGES, { bucket: 'produk-web', folder: 'gallery' });
      setResult(urls.join(' | '));
    } catch (error) {
      setResult((error as Error).message);
    }
  };
  return (
    <>
      <button onClick={save}>Simpan</button>
      <UploadProgress progress={progress} />
      <output>{result}</output>
    </>
  );
};

// The backend path end to end (multipart to the fake backend, data: URL back) is covered in
// tests/unit/providers/storage.test.ts: jsdom's Blob is not the one the fake server's FormData parser
// makes, so here the dataProvider's uploadFile answers in its place.
const setup = (uploadFile: (params: UploadFileParams) => Promise<string>) => {
  const view = renderWithAdmin(<SaveGallery />);
  const spy = stubUploadFile(view.dataProvider, uploadFile);
  return { ...view, spy, user: userEvent.setup() };
};

/** Uploads that finish only when the test says so, so each progress step can be seen. */
const heldUploads = () => {
  const waiting: (() => void)[] = [];
  const uploadFile = ({ file }: UploadFileParams) =>
    new Promise<string>((resolve) => waiting.push(() => resolve(`https://cdn.toko.test/${(file as File).name}`)));
  const releaseNext = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(async () => waiting.shift()?.());
  };
  return { uploadFile, releaseNext };
};

describe('useImageStorage (no Supabase settings: the backend upload-file)', () => {
  it('keeps existing URLs, uploads new files in order through uploadFile and shows progress while it does', async () => {
    const uploads = heldUploads();
    const { user, spy } = setup(uploads.uploadFile);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Mengunggah foto 0 dari 2...')).toBeInTheDocument();
    await uploads.releaseNext();
    expect(await screen.findByText('Mengunggah foto 1 dari 2...')).toBeInTheDocument();
    await uploads.releaseNext();
    expect(await screen.findByText('https://cdn.toko.test/lama.webp | https://cdn.toko.test/a.webp | https://cdn.toko.test/b.webp')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(spy.mock.calls.map(([params]) => [params.bucket, params.path?.replace(/\d+-[a-z0-9]+/, 'NAME')])).toEqual([
      ['produk-web', 'gallery/NAME.webp'],
      ['produk-web', 'gallery/NAME.webp'],
    ]);
  });

  it("shows 'Gagal unggah {path}: {server error}' when the backend refuses, and a retry sends only what is missing", async () => {
    let calls = 0;
    const { user, spy } = setup(async ({ file }) => {
      calls += 1;
      if (calls === 2) throw new HttpError('Penyimpanan penuh', 507);
      return `https://cdn.toko.test/${(file as File).name}`;
    });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(/^Gagal unggah gallery\/\d+-[a-z0-9]+\.webp: Penyimpanan penuh$/)).toBeInTheDocument();
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('https://cdn.toko.test/lama.webp | https://cdn.toko.test/a.webp | https://cdn.toko.test/b.webp')).toBeInTheDocument();
    // a.webp was stored by the first attempt: the retry uploads b.webp only.
    expect(spy.mock.calls.map(([params]) => (params.file as File).name)).toEqual(['a.webp', 'b.webp', 'b.webp']);
  });
});
