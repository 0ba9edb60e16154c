import { describe, expect, it } from 'vitest';
import { cleanPhotoUrls, hasPhotos, photoUrlsOf, REVIEW_PHOTO_BUCKET, REVIEW_PHOTO_MAX_BYTES } from '@/resources/review/rules/photos';

describe('review photo rules (operations spec §3, §5, §7 and §9)', () => {
  it.each<[string, Array<string | null | undefined>, string[]]>([
    ['nothing', [], []],
    ['empty strings dropped', ['', 'https://cdn.toko.test/a.webp', ''], ['https://cdn.toko.test/a.webp']],
    ['blank strings dropped', ['   ', '\t'], []],
    ['null and undefined dropped', [null, '/b.webp', undefined], ['/b.webp']],
    ['kept in order and trimmed', [' /a.webp ', '/b.webp'], ['/a.webp', '/b.webp']],
    ['duplicates kept (the buyer sent them twice)', ['/a.webp', '/a.webp'], ['/a.webp', '/a.webp']],
  ])('cleanPhotoUrls: %s', (_what, input, expected) => {
    expect(cleanPhotoUrls(input)).toEqual(expected);
  });

  it.each<[string, Array<{ url: string }> | null | undefined, string[], boolean]>([
    ['no list', undefined, [], false],
    ['null list', null, [], false],
    ['an empty url only', [{ url: '' }], [], false],
    ['one photo', [{ url: '/a.webp' }], ['/a.webp'], true],
    ['a photo and an empty url', [{ url: '' }, { url: '/b.webp' }], ['/b.webp'], true],
  ])('photos of a stored review: %s', (_what, foto, urls, has) => {
    expect(photoUrlsOf(foto)).toEqual(urls);
    expect(hasPhotos(foto)).toBe(has);
  });

  it('stores photos in the review-photos bucket, up to 1 MB each', () => {
    expect(REVIEW_PHOTO_BUCKET).toBe('review-photos');
    expect(REVIEW_PHOTO_MAX_BYTES).toBe(1024 * 1024);
  });
});
