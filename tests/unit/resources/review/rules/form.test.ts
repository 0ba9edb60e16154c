import { describe, expect, it } from 'vitest';
import { reviewMessages as m } from '@/resources/review/messages';
import {
  emptyReviewForm,
  firstReviewInputProblem,
  KOMENTAR_MAX,
  ratingProblem,
  REVIEW_RATING,
  reviewFormValues,
  reviewPayload,
  validateReviewForm,
  type ReviewFormValues,
} from '@/resources/review/rules/form';
import { REVIEW_PHOTO_MAX } from '@/resources/review/rules/photos';

const valid = (patch: Partial<ReviewFormValues> = {}): ReviewFormValues => ({ ...emptyReviewForm(), produkId: 3, userName: 'Budi', ...patch });

describe('review form rules (operations spec §5 and §9)', () => {
  it('starts with five stars and nothing else', () => {
    expect(REVIEW_RATING).toEqual({ min: 1, max: 5, default: 5 });
    expect(emptyReviewForm()).toEqual({ produkId: null, userName: '', rating: 5, komentar: '', photos: [] });
  });

  it.each<[unknown, string | null]>([
    [1, null],
    [3, null],
    [5, null],
    [0, m.ratingInvalid],
    [6, m.ratingInvalid],
    [-1, m.ratingInvalid],
    [4.5, m.ratingInvalid],
    [Number.NaN, m.ratingInvalid],
    ['5', m.ratingInvalid],
    [null, m.ratingRequired],
    [undefined, m.ratingRequired],
    ['', m.ratingRequired],
  ])('rating %s: %s', (rating, problem) => {
    expect(ratingProblem(rating)).toBe(problem);
  });

  it.each<[string, Partial<ReviewFormValues>, Record<string, string>]>([
    ['a complete form', {}, {}],
    ['no product', { produkId: null }, { produkId: m.productRequired }],
    ['no buyer name', { userName: '' }, { userName: m.nameRequired }],
    ['a name of spaces and zero-width characters', { userName: ' \u200b ' }, { userName: m.nameRequired }],
    ['a name over 100 characters', { userName: 'a'.repeat(101) }, { userName: 'Nama Pembeli maksimal 100 karakter.' }],
    ['no rating (the chosen star clicked again)', { rating: null }, { rating: m.ratingRequired }],
    ['a comment over the limit', { komentar: 'x'.repeat(KOMENTAR_MAX + 1) }, { komentar: `Komentar maksimal ${KOMENTAR_MAX} karakter.` }],
    ['no comment (it is optional)', { komentar: '' }, {}],
    [
      'everything missing',
      { produkId: null, userName: '', rating: null },
      { produkId: m.productRequired, userName: m.nameRequired, rating: m.ratingRequired },
    ],
  ])('validateReviewForm: %s', (_what, patch, errors) => {
    expect(validateReviewForm(valid(patch))).toEqual(errors);
  });

  it(`refuses more than ${REVIEW_PHOTO_MAX} photos`, () => {
    const photos = Array.from({ length: REVIEW_PHOTO_MAX + 1 }, (_, i) => ({ kind: 'existing' as const, id: `p${i}`, url: `/p${i}.webp` }));
    expect(validateReviewForm(valid({ photos })).photos).toBe(`Maksimal ${REVIEW_PHOTO_MAX} foto per review.`);
  });

  it('sends the spec payload: texts cleaned, empty photo strings dropped', () => {
    expect(reviewPayload(valid({ userName: '  Budi   Santoso ', rating: 4, komentar: ' Bagus\r\nsekali ' }), ['', '/a.webp', '  ', '/b.webp'])).toEqual({
      produkId: 3,
      userName: 'Budi Santoso',
      rating: 4,
      komentar: 'Bagus\nsekali',
      foto: ['/a.webp', '/b.webp'],
    });
  });

  it('opens a stored review with its product, stars, words and photos', () => {
    const values = reviewFormValues({ produkWebId: 9, userName: 'Sari', rating: 2, komentar: 'Retak', foto: [{ url: '/a.webp' }, { url: '' }] });
    expect(values).toMatchObject({ produkId: 9, userName: 'Sari', rating: 2, komentar: 'Retak' });
    expect(values.photos).toEqual([{ kind: 'existing', id: 'existing-0', url: '/a.webp' }]);
  });

  it.each<[string, Parameters<typeof firstReviewInputProblem>[0], string | null]>([
    ['a valid payload', { produkId: 1, userName: 'Budi', rating: 5, komentar: '', foto: [] }, null],
    ['an empty product id', { produkId: '', userName: 'Budi', rating: 5, komentar: '', foto: [] }, m.productRequired],
    ['a blank name', { produkId: 1, userName: ' ', rating: 5, komentar: '', foto: [] }, m.nameRequired],
    ['a rating of 7', { produkId: 1, userName: 'Budi', rating: 7, komentar: '', foto: [] }, m.ratingInvalid],
    ['too many photos', { produkId: 1, userName: 'Budi', rating: 5, komentar: '', foto: Array.from({ length: 6 }, (_, i) => `/p${i}.webp`) }, 'Maksimal 5 foto per review.'],
    ['six photo strings of which two are empty', { produkId: 1, userName: 'Budi', rating: 5, komentar: '', foto: ['', '/a', '/b', '', '/c', '/d'] }, null],
  ])('the server check: %s', (_what, input, problem) => {
    expect(firstReviewInputProblem(input)).toBe(problem);
  });
});
