import type { webKategoriProdukContract } from '../contract';
import type { WebKategoriProdukInput, WebKategoriProdukRecord } from '../schemas';
import { descriptionOrDefault, parseUrutan, posLinkOrNull, validateWebKategoriProduk } from '../rules';
import type { FakeDb } from '../../../fake-api/db';
import { nextId } from '../../../fake-api/db';
import { changed, FakeHttpError, notFound, parseId, reply, type Handler } from '../../../fake-api/http';
import { categoryDescription, categoryEmoji } from './aiText';
import { webKategoriProdukMessages } from '../messages';
import { cleanLine, urlInvalidMessage } from '../../../domain/validation';
import { isStorablePhotoUrl } from '../../../fake-api/photoUrl';
import { indonesianOrder } from '../../../domain/textOrder';

type Endpoints = typeof webKategoriProdukContract;

const find = (db: FakeDb, rawId: string | undefined): WebKategoriProdukRecord => {
  const id = parseId(rawId);
  const category = db.webKategoriProduk.find((c) => c.id === id);
  if (!category) throw notFound('Kategori web');
  return category;
};

const posLink = (db: FakeDb, input: WebKategoriProdukInput): number | null => {
  // The form sends kategoriProdukId, the older quick-add kategori_produk_id; the newer name wins.
  const raw = posLinkOrNull(input.kategoriProdukId !== undefined ? input.kategoriProdukId : input.kategori_produk_id);
  if (raw === null) return null;
  const id = Number(raw);
  if (!db.posKategori.some((pos) => pos.id === id)) throw new FakeHttpError(400, `Kategori POS dengan ID ${String(raw)} tidak ditemukan.`);
  return id;
};

/** The server's checks: the same rules as the form (its first message wins), a known POS link, a unique name. */
const validate = (db: FakeDb, input: WebKategoriProdukInput, own?: WebKategoriProdukRecord): Omit<WebKategoriProdukRecord, 'id' | 'createdAt'> => {
  const nextUrutan = Math.max(0, ...db.webKategoriProduk.map((c) => c.urutan)) + 1;
  // A missing urutan gets the next place (the form always sends one; other clients may not).
  const urutan = input.urutan === undefined || input.urutan === null ? (own?.urutan ?? nextUrutan) : input.urutan;
  const firstError = Object.values(validateWebKategoriProduk({ ...input, urutan }))[0];
  if (firstError) throw new FakeHttpError(400, firstError);

  const namaKategori = cleanLine(input.namaKategori);
  const duplicate = db.webKategoriProduk.find((c) => c.id !== own?.id && c.namaKategori.toLowerCase() === namaKategori.toLowerCase());
  if (duplicate) throw new FakeHttpError(409, `Kategori "${duplicate.namaKategori}" sudah ada.`);

  const fotoIconUrl = input.fotoIconUrl?.trim() || null;
  if (fotoIconUrl && !isStorablePhotoUrl(fotoIconUrl)) throw new FakeHttpError(400, urlInvalidMessage(webKategoriProdukMessages.fotoIcon));

  return {
    namaKategori,
    icon: cleanLine(input.icon) || null,
    fotoIconUrl,
    deskripsi: descriptionOrDefault(input.deskripsi),
    kategoriProdukId: posLink(db, input),
    urutan: parseUrutan(urutan) ?? 0,
  };
};

/** Home page order: urutan ascending, then name. */
const ordered = (categories: readonly WebKategoriProdukRecord[]): WebKategoriProdukRecord[] =>
  [...categories].sort((a, b) => a.urutan - b.urutan || indonesianOrder(a.namaKategori, b.namaKategori));

const list: Handler<Endpoints['list']> = ({ db }) => reply({ data: ordered(db.webKategoriProduk) });

const get: Handler<Endpoints['get']> = ({ db, params }) => reply({ data: find(db, params.id) });

const create: Handler<Endpoints['create']> = ({ db, body, now }) => {
  const category: WebKategoriProdukRecord = { id: nextId(db.webKategoriProduk), ...validate(db, body), createdAt: now.toISOString() };
  db.webKategoriProduk.push(category);
  return changed({ message: 'Kategori web baru berhasil ditambahkan!', data: category }, 201);
};

const update: Handler<Endpoints['update']> = ({ db, params, body }) => {
  const category = find(db, params.id);
  Object.assign(category, validate(db, body, category));
  return changed({ message: 'Kategori web berhasil diperbarui!', data: category });
};

/** Web products point at their category; deleting one in use would orphan them, so the server refuses. */
const productsUsing = (db: FakeDb, id: number): number =>
  db.produkWeb.filter((product) => product.kategoriProdukWebId !== null && Number(product.kategoriProdukWebId) === id).length;

const remove: Handler<Endpoints['delete']> = ({ db, params }) => {
  const category = find(db, params.id);
  const used = productsUsing(db, category.id);
  if (used > 0) {
    throw new FakeHttpError(409, `Kategori "${category.namaKategori}" masih dipakai oleh ${used} produk web. Pindahkan produknya ke kategori lain terlebih dahulu.`);
  }
  db.webKategoriProduk = db.webKategoriProduk.filter((c) => c.id !== category.id);
  return changed({ message: 'Kategori berhasil dihapus!' });
};

/**
 * Puts the listed categories first, in the given order (urutan 1, 2, ...); categories not listed keep
 * their relative order after them.
 */
const updateOrder: Handler<Endpoints['updateOrder']> = ({ db, body }) => {
  const ids = body.ids.map((raw) => Number(raw));
  if (ids.length === 0) throw new FakeHttpError(400, 'Daftar ID kategori tidak boleh kosong.');
  if (new Set(ids).size !== ids.length) throw new FakeHttpError(400, 'Daftar ID kategori tidak boleh berisi ID ganda.');
  const unknown = ids.filter((id) => !db.webKategoriProduk.some((c) => c.id === id));
  if (unknown.length) throw new FakeHttpError(404, `Kategori web dengan ID ${unknown.join(', ')} tidak ditemukan.`);

  const listed = ids.map((id) => db.webKategoriProduk.find((c) => c.id === id) as WebKategoriProdukRecord);
  const rest = ordered(db.webKategoriProduk.filter((c) => !ids.includes(c.id)));
  [...listed, ...rest].forEach((category, index) => {
    category.urutan = index + 1;
  });
  return changed({ message: webKategoriProdukMessages.orderSaved });
};

const generateDescription: Handler<Endpoints['generateDescription']> = ({ body }) => {
  const name = body.namaKategori.trim();
  if (!name) throw new FakeHttpError(400, 'Nama kategori wajib diisi.');
  return reply({ deskripsi: categoryDescription(name) });
};

const generateEmoji: Handler<Endpoints['generateEmoji']> = ({ query }) => {
  const name = query.get('kategori')?.trim();
  if (!name) throw new FakeHttpError(400, 'Parameter kategori wajib diisi.');
  return reply({ emoji: categoryEmoji(name) });
};

export const webKategoriProdukHandlers = { list, get, create, update, delete: remove, updateOrder, generateDescription, generateEmoji };
