import { describe, expect, it } from 'vitest';
import { fieldErrorText } from '@/components/fieldErrorText';

describe('fieldErrorText: a form error is always shown as text', () => {
  it.each<[string, unknown, string | undefined]>([
    ['setError’s plain message', { type: 'manual', message: 'Alasan refund harus diisi' }, 'Alasan refund harus diisi'],
    ['react-admin validate’s translatable message', { type: 'manual', message: { message: 'Total refund melebihi sisa' } }, 'Total refund melebihi sisa'],
    ['a bare string', 'Teks', 'Teks'],
    ['no error', undefined, undefined],
    ['an empty message', { message: '' }, undefined],
    ['a message that is no text', { message: { args: {} } }, undefined],
    ['a number', { message: 5 }, undefined],
  ])('%s', (_case, error, expected) => {
    expect(fieldErrorText(error)).toBe(expected);
  });
});
