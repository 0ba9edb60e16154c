import { describe, expect, it } from 'vitest';
import { formatAverageRating, reviewStats, type ReviewStatsInput } from '@/resources/review/rules/stats';

const review = (produkWebId: number | string, rating: number, photos: string[] = []): ReviewStatsInput => ({ produkWebId, rating, foto: photos.map((url) => ({ url })) });

describe('review stats cards (operations spec §2)', () => {
  it.each<[string, ReviewStatsInput[], { total: number; average: number | null; products: number; withPhotos: number }]>([
    ['no reviews', [], { total: 0, average: null, products: 0, withPhotos: 0 }],
    ['one review', [review(1, 4, ['/a.webp'])], { total: 1, average: 4, products: 1, withPhotos: 1 }],
    ['two reviews of one product', [review(1, 5), review(1, 4)], { total: 2, average: 4.5, products: 1, withPhotos: 0 }],
    ['the same product sent as number and as text', [review(7, 5), review('7', 3)], { total: 2, average: 4, products: 1, withPhotos: 0 }],
    ['three products, photos on two', [review(1, 5, ['/a.webp']), review(2, 4), review(3, 4, ['/b.webp', '/c.webp'])], { total: 3, average: 13 / 3, products: 3, withPhotos: 2 }],
    ['photos that are only empty strings', [review(1, 5, ['', '  ']), review(2, 1)], { total: 2, average: 3, products: 2, withPhotos: 0 }],
  ])('%s', (_what, reviews, expected) => {
    const stats = reviewStats(reviews);
    expect({ ...stats, average: stats.average === null ? null : Number(stats.average.toFixed(6)) }).toEqual({
      ...expected,
      average: expected.average === null ? null : Number(expected.average.toFixed(6)),
    });
  });

  it('counts a review without a foto list as one without photos', () => {
    expect(reviewStats([{ produkWebId: 1, rating: 5, foto: null }, { produkWebId: 1, rating: 5 }]).withPhotos).toBe(0);
  });

  it.each([
    [null, '0,0'],
    [0, '0,0'],
    [4, '4,0'],
    [13 / 3, '4,3'],
    [4.25, '4,3'],
    [4.96, '5,0'],
    [1.04, '1,0'],
  ])('shows the average %s as %s (one decimal, Indonesian comma)', (average, shown) => {
    expect(formatAverageRating(average)).toBe(shown);
  });
});
