import type { Id } from '../../../api/schemas/common';
import type { VariantInput, VariantUpdateInput } from '../schemas';
import { format } from '../../../i18n/format';
import { priceErrors, productTextErrors, variantTextErrors, type PriceRuleContext } from '../rules/validation';
import { toDateInput } from '../rules/formValues';
import { cleanLine, isBlankText, jakartaToday, urlInvalidMessage } from '../../../domain/validation';
import { isStorablePhotoUrl } from '../../../fake-api/photoUrl';
import { slugify } from '../../../domain/slugify';
import { produkWebMessages as m } from '../messages';
import type { FakeDb } from '../../../fake-api/db';
import { FakeHttpError } from '../../../fake-api/http';
import type { CashierProductRecord } from './cashierSeed';
import { productSlug } from './aiText';
import type { VariantRecord, WebProductRecord } from './seed';
import { findCashier } from './views';

/**
 * The fake server's checks on a saved product, with the same rules and texts as the form (a client
 * that skips the form gets the same answer): 400 for bad input, 404 for unknown references, 409 for
 * conflicts with other products.
 */
const badRequest = (message: string): FakeHttpError => new FakeHttpError(400, message);

const blank = (value: string | null | undefined): boolean => isBlankText(value);

/** The end-date rule's context for a price block: today, and the end stored before this request. */
export const priceRuleContext = (now: Date, stored?: { diskonBerakhir: string | null } | null): PriceRuleContext => ({
  today: jakartaToday(now),
  storedEnd: stored ? toDateInput(stored.diskonBerakhir) || null : null,
});

export interface PriceInput {
  hargaJual: number | null;
  hargaGrosir: number | null;
  minQtyGrosir: number | null;
  diskonPersen: number | null;
  diskonAktif: boolean | null;
  diskonBerakhir: string | null;
}

/** The price fields as stored: the form's price rules, then wholesale and discount cleaned up. */
export const checkedPrice = (input: PriceInput, context: PriceRuleContext = {}): Pick<VariantRecord, 'hargaJual' | 'hargaGrosir' | 'minQtyGrosir' | 'diskonPersen' | 'diskonAktif' | 'diskonBerakhir'> => {
  const errors = priceErrors({
    hargaJual: input.hargaJual,
    hargaGrosir: input.hargaGrosir,
    minQtyGrosir: input.minQtyGrosir,
    diskonAktif: Boolean(input.diskonAktif),
    diskonPersen: input.diskonPersen,
    diskonBerakhir: input.diskonBerakhir ?? '',
  }, context);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first);
  const wholesale = input.hargaGrosir !== null && input.hargaGrosir > 0;
  return {
    hargaJual: input.hargaJual as number,
    hargaGrosir: wholesale ? input.hargaGrosir : null,
    minQtyGrosir: wholesale ? input.minQtyGrosir : null,
    diskonAktif: Boolean(input.diskonAktif),
    diskonPersen: input.diskonPersen,
    diskonBerakhir: input.diskonBerakhir || null,
  };
};

/** Photos are links a page shows: http(s), a site path, or the fake's own data: URLs; never `javascript:`. */
export const checkPhotoUrls = (urls: ReadonlyArray<string | null>): void => {
  for (const url of urls) if (url !== null && url.trim() !== '' && !isStorablePhotoUrl(url)) throw badRequest(urlInvalidMessage(m.photoField));
};

/**
 * Title, texts, category and photos (both add and edit), by the form's rules (its first message wins);
 * the brand only where it can be chosen (add). The main photo is required on add only (catalogue spec §5:
 * edit requires title, category and selling price).
 */
export const checkProdukWebFields = (
  db: FakeDb,
  input: { judul: string; deskripsi: string; tags: string; slug: string; kategoriProdukWebId: Id | null; fotoUtamaUrl: string | null; galeriFotoUrls: string[] },
  mode: 'create' | 'edit',
): void => {
  const textError = Object.values(productTextErrors(input))[0];
  if (textError) throw badRequest(textError);
  if (input.kategoriProdukWebId === null) throw badRequest(m.kategoriRequired);
  if (!db.webKategoriProduk.some((category) => String(category.id) === String(input.kategoriProdukWebId))) {
    throw new FakeHttpError(404, m.categoryNotFound);
  }
  if (mode === 'create' && blank(input.fotoUtamaUrl)) throw badRequest(m.mainPhotoRequired);
  checkPhotoUrls([input.fotoUtamaUrl, ...input.galeriFotoUrls]);
};

export const checkBrand = (db: FakeDb, merkId: Id | null): number => {
  if (merkId === null) throw badRequest(m.merkRequired);
  const brand = db.merk.find((b) => String(b.id) === String(merkId));
  if (!brand || typeof brand.id !== 'number') throw new FakeHttpError(404, m.brandNotFound);
  return brand.id;
};

/** A cashier product that exists and that no other product or variant links to yet. */
export const freeCashier = (db: FakeDb, id: Id | null, linked: ReadonlySet<string>, missingMessage: string): CashierProductRecord => {
  if (id === null || id === '') throw badRequest(missingMessage);
  const cashier = findCashier(db, id);
  if (!cashier) throw new FakeHttpError(404, m.cashierNotFound);
  if (linked.has(String(cashier.id))) throw new FakeHttpError(409, format(m.cashierAlreadyLinked, { name: cashier.nama_produk }));
  return cashier;
};

const nextVariantId = (db: FakeDb): number =>
  db.produkWeb.reduce((max, product) => product.varian.reduce((inner, variant) => Math.max(inner, variant.id), max), 0) + 1;

/**
 * The variants as stored. A variant with `idVarianExisting` keeps its cashier link (links never move);
 * a new one needs a free cashier product, not used twice in the same request.
 */
export const checkedVariants = (
  db: FakeDb,
  inputs: ReadonlyArray<VariantInput | VariantUpdateInput>,
  stored: readonly VariantRecord[],
  linked: ReadonlySet<string>,
  now: Date,
): VariantRecord[] => {
  const used = new Set<string>();
  let newId = nextVariantId(db);
  return inputs.map((input, index) => {
    const textError = Object.values(variantTextErrors({ namaTampilanVarian: input.namaTampilanVarian, skuVarianWeb: input.skuVarianWeb ?? '' }))[0];
    if (textError) throw badRequest(textError);
    checkPhotoUrls(input.fotoVarianUrls);
    const existingId = 'idVarianExisting' in input ? input.idVarianExisting : null;
    let produkKasirId: number;
    let id: number;
    const existing = existingId !== null ? stored.find((variant) => String(variant.id) === String(existingId)) : undefined;
    if (existingId !== null) {
      if (!existing) throw new FakeHttpError(404, `Varian ${existingId} tidak ditemukan pada produk ini.`);
      produkKasirId = existing.produkKasirId;
      id = existing.id;
    } else {
      produkKasirId = freeCashier(db, input.produkKasirId, linked, index === 0 ? m.cashierRequired : m.variantCashierRequired).id;
      id = newId++;
    }
    if (used.has(String(produkKasirId))) throw badRequest(m.cashierUsedTwice);
    used.add(String(produkKasirId));
    return {
      id,
      produkKasirId,
      namaTampilanVarian: cleanLine(input.namaTampilanVarian),
      skuVarianWeb: cleanLine(input.skuVarianWeb) || null,
      fotoVarianUrls: input.fotoVarianUrls,
      isPublishedVarian: input.isPublishedVarian,
      ...checkedPrice(input, priceRuleContext(now, existing)),
    };
  });
};

/**
 * The slug to store: the one sent, normalised to the slug rule (the form only hints at it); without
 * one, the title's, numbered if taken. A slug sent by the administrator that another product has is a
 * conflict, not something to rename silently.
 */
export const checkedSlug = (db: FakeDb, requested: string, judul: string, ownId?: number): string => {
  const takenByOther = (slug: string) => db.produkWeb.some((product) => product.slug === slug && product.id !== ownId);
  const sent = slugify(cleanLine(requested));
  if (!sent) return productSlug(judul, takenByOther);
  if (takenByOther(sent)) throw new FakeHttpError(409, format(m.slugTaken, { slug: sent }));
  return sent;
};

/** Tags as stored: trimmed, without empties or repeats, ", " between them. */
export const normalisedTags = (tags: string): string => {
  const unique: string[] = [];
  for (const tag of tags.split(',')) {
    const clean = cleanLine(tag);
    if (clean && !unique.some((t) => t.toLowerCase() === clean.toLowerCase())) unique.push(clean);
  }
  return unique.join(', ');
};

/** Orders keep a snapshot of the product title on each line (the only product reference they carry). */
export const ordersReferencing = (db: FakeDb, product: WebProductRecord): number => {
  const title = product.judul.trim().toLowerCase();
  return db.penjualanWeb.filter((order) => order.items.some((item) => item.judul_produk_induk.trim().toLowerCase() === title)).length;
};
