import { describe, expect, it } from 'vitest';
import { ContractError, errorMessage, HttpError, MESSAGE_FIRST, messageFromBody, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '@/api/errors';

describe('errorMessage: the server’s error, else its message, else this screen’s fallback', () => {
  it.each<[string, unknown, string]>([
    ['the server’s error', new HttpError('Gagal memuat detail order.', 500, { error: 'Database sibuk', message: 'x' }), 'Database sibuk'],
    ['the server’s message when it has no error', new HttpError('Gagal memuat detail order.', 500, { message: 'Coba lagi nanti' }), 'Coba lagi nanti'],
    ['the screen’s fallback when the answer has no text, not the endpoint’s', new HttpError('Gagal memuat detail order.', 500, {}), 'Gagal memuat detail transaksi.'],
    ['the screen’s fallback for an empty answer (read as null), not the endpoint’s', new HttpError('Gagal memuat detail order.', 500, null), 'Gagal memuat detail transaksi.'],
    ['the screen’s fallback for an answer that is not JSON', new HttpError('Gagal memuat detail order.', 502, 'Bad Gateway'), 'Gagal memuat detail transaksi.'],
    ['the network’s own text when nothing answered', new HttpError(NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS), NETWORK_ERROR_MESSAGE],
    ['the text of an error made in the app (no answer body)', new HttpError('Gagal unggah a.webp: penuh', 507), 'Gagal unggah a.webp: penuh'],
    ['the contract’s explanation for a wrong shape', new ContractError('penjualan-web.get', 200, ['id'], {}), 'Respons server untuk penjualan-web.get tidak sesuai format yang diharapkan.'],
    ['the fallback for anything else', new Error('boom'), 'Gagal memuat detail transaksi.'],
  ])('%s', (_case, error, expected) => {
    expect(errorMessage(error, 'Gagal memuat detail transaksi.')).toBe(expected);
  });
});

describe('errorMessage and messageFromBody: an endpoint may read `message` before `error`', () => {
  const body = { error: 'Bad Request', message: 'User tidak ditemukan' };

  it('reads `error` first by default', () => {
    expect(messageFromBody(body, 'x')).toBe('Bad Request');
    expect(errorMessage(new HttpError('Bad Request', 400, body), 'An error occurred')).toBe('Bad Request');
  });

  it('reads `message` first where the call says so, and `error` when there is no message', () => {
    expect(messageFromBody(body, 'x', MESSAGE_FIRST)).toBe('User tidak ditemukan');
    expect(errorMessage(new HttpError('User tidak ditemukan', 400, body, MESSAGE_FIRST), 'An error occurred')).toBe('User tidak ditemukan');
    expect(errorMessage(new HttpError('Bad Request', 400, { error: 'Bad Request' }, MESSAGE_FIRST), 'An error occurred')).toBe('Bad Request');
  });
});
