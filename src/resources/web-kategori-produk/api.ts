import { HttpError } from '../../api/errors';
import type { TypedCall } from '../../providers/queries';
import { webKategoriProdukContract as c } from './contract';
import { webKategoriProdukMessages as m } from './messages';

/** AI category description (at most 160 characters) from the category name; no text is a failure. */
export const generateWebKategoriProdukDescription = async (call: TypedCall, namaKategori: string): Promise<string> => {
  const deskripsi = await call(c.generateDescription, { body: { namaKategori } });
  if (!deskripsi) throw new HttpError(m.descriptionMissing, 200);
  return deskripsi;
};

/** AI emoji for a category name; no emoji is a failure. */
export const generateWebKategoriProdukEmoji = async (call: TypedCall, namaKategori: string): Promise<string> => {
  const emoji = await call(c.generateEmoji, { query: { kategori: namaKategori } });
  if (!emoji) throw new HttpError(m.emojiMissing, 200);
  return emoji;
};
