import { describe, expect, it } from 'vitest';
import { existingImages, existingUrls, type UploadedImage } from '@/domain/image/uploadedImage';
import { uploadFailedAtMessage, uploadFailedMessage } from '@/domain/image/uploadMessages';

describe('existingImages / existingUrls', () => {
  it('wraps stored URLs, skipping empty ones, with ids unique in the list', () => {
    const images = existingImages(['https://cdn/a.webp', null, '', 'https://cdn/a.webp']);
    expect(images.map((image) => image.url)).toEqual(['https://cdn/a.webp', 'https://cdn/a.webp']);
    expect(new Set(images.map((image) => image.id)).size).toBe(2);
  });

  it('lists the existing URLs still kept, so a form can tell which were removed', () => {
    const file = new File(['x'], 'b.webp', { type: 'image/webp' });
    const images: UploadedImage[] = [
      ...existingImages(['https://cdn/a.webp']),
      { kind: 'new', id: 'n1', file, preview: 'blob:1', name: 'b.webp', size: 1, type: 'image/webp', originalSize: 1, optimizedSize: 1, isOptimized: false },
    ];
    expect(existingUrls(images)).toEqual(['https://cdn/a.webp']);
  });
});

describe('upload failure messages (catalogue spec §8)', () => {
  it("product add: 'Gagal unggah {path}: ...'", () => {
    expect(uploadFailedAtMessage('gallery/1-abc.webp', 'Bucket not found')).toBe('Gagal unggah gallery/1-abc.webp: Bucket not found');
  });

  it("product edit: 'Gagal unggah: {message}'", () => {
    expect(uploadFailedMessage('Ukuran file maksimal 2MB')).toBe('Gagal unggah: Ukuran file maksimal 2MB');
  });
});
