// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedImage } from '@/domain/image/uploadedImage';
import type { UploadFileParams } from '@/providers/storage';
import { useSaveReview } from '@/resources/review/hooks';
import { useWebKategoriProdukIconUpload } from '@/resources/web-kategori-produk/useWebKategoriProdukIconUpload';
import { renderWithAdmin, stubUploadFile } from '../renderWithAdmin';

/**
 * Where each kind of upload goes (catalogue spec §7, order spec §7, operations spec §7), with Supabase
 * Storage configured: what the spec sends to the backend's upload-file goes there whatever storage is set.
 */
vi.mock('@/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config')>();
  return { ...actual, config: { ...actual.config, supabaseUrl: 'https://abcd.supabase.co', supabaseAnonKey: 'anon-key' } };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = (name: string): UploadedImage => {
  const file = new File([new Uint8Array([1, 2, 3])], name, { type: 'image/webp' });
  return { kind: 'new', id: name, file, preview: `blob:${name}`, name, size: 3, type: 'image/webp', originalSize: 3, optimizedSize: 3, isOptimized: true };
};

const Run = ({ action }: { action: () => Promise<unknown> }) => {
  const [done, setDone] = useState('');
  return (
    <>
      <button onClick={() => void action().then(() => setDone('ok'), (error: Error) => setDone(error.message))}>Jalan</button>
      <output>{done}</output>
    </>
  );
};

const CategoryIcon = () => {
  const { iconUrl } = useWebKategoriProdukIconUpload();
  return <Run action={() => iconUrl([photo('ikon.webp')])} />;
};

const ReviewPhotos = () => {
  const { save } = useSaveReview();
  return <Run action={() => save.runAsync({ values: { produkId: 1, userName: 'Budi', rating: 5, komentar: 'Bagus', photos: [photo('ulasan.webp')] }, record: null })} />;
};

describe('upload targets by kind', () => {
  it("category icons: the backend's upload-file, bucket kategori-icons, even with Supabase configured", async () => {
    const supabase = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', supabase);
    const view = renderWithAdmin(<CategoryIcon />);
    const upload = stubUploadFile(view.dataProvider, async () => 'https://api.toko.test/ikon.webp');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jalan' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ok'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect((upload.mock.calls[0]?.[0] as UploadFileParams).bucket).toBe('kategori-icons');
    expect(supabase).not.toHaveBeenCalled();
  });

  it('review photos: the storage service, bucket review-photos, a random name', async () => {
    const supabase = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', supabase);
    renderWithAdmin(<ReviewPhotos />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jalan' }));
    await waitFor(() => expect(supabase).toHaveBeenCalledTimes(1));
    expect(supabase.mock.calls[0]?.[0]).toMatch(/^https:\/\/abcd\.supabase\.co\/storage\/v1\/object\/review-photos\/[a-z0-9]{16}\.webp$/);
  });
});
