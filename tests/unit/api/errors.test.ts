import { describe, expect, it } from 'vitest';
import { ContractError, errorMessage, HttpError, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS } from '../../../src/api/errors';

describe('errorMessage: the server’s error, else its message, else this screen’s fallback', () => {
  it.each<[string, unknown, string]>([
    ['the server’s error', new HttpError('Gagal memuat detail order.', 500, { error: 'Database sibuk', message: 'x' }), 'Database sibuk'],
    ['the server’s message when it has no error', new HttpError('Gagal memuat detail order.', 500, { message: 'Coba lagi nanti' }), 'Coba lagi nanti'],
    ['the screen’s fallback when the answer has no text, not the endpoint’s', new HttpError('Gagal memuat detail order.', 500, {}), 'Gagal memuat detail transaksi.'],
    ['the screen’s fallback for an answer that is not JSON', new HttpError('Gagal memuat detail order.', 502, 'Bad Gateway'), 'Gagal memuat detail transaksi.'],
    ['the network’s own text when nothing answered', new HttpError(NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS), NETWORK_ERROR_MESSAGE],
    ['the text of an error made in the app (no answer body)', new HttpError('Gagal unggah a.webp: penuh', 507), 'Gagal unggah a.webp: penuh'],
    ['the contract’s explanation for a wrong shape', new ContractError('penjualan-web.get', 200, ['id'], {}), 'Respons server untuk penjualan-web.get tidak sesuai format yang diharapkan.'],
    ['the fallback for anything else', new Error('boom'), 'Gagal memuat detail transaksi.'],
  ])('%s', (_case, error, expected) => {
    expect(errorMessage(error, 'Gagal memuat detail transaksi.')).toBe(expected);
  });
});
