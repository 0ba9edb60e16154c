import type { produkWebContract } from '../contract';
import { format } from '../../../i18n/format';
import { isDiscountRunning } from '../rules/price';
import { produkWebMessages as m } from '../messages';
import type { FakeDb } from '../../../fake-api/db';
import { nextId } from '../../../fake-api/db';
import { changed, FakeHttpError, parseId, reply, type Handler } from '../../../fake-api/http';
import type { WebProductRecord } from './seed';
import {
  checkBrand,
  checkedPrice,
  checkedSlug,
  checkedVariants,
  checkProdukWebFields,
  freeCashier,
  normalisedTags,
  ordersReferencing,
  priceRuleContext,
} from './serverRules';
import { cleanLine, cleanMultiline } from '../../../domain/validation';
import { findCashier, linkedCashierIds, toEditView, toListItem } from './views';
import { indonesianOrder } from '../../../domain/textOrder';

type Endpoints = typeof produkWebContract;

const DEFAULT_PER_PAGE = 8;
const MAX_PER_PAGE = 100;

export const findProduct = (db: FakeDb, rawId: string | undefined): WebProductRecord => {
  const id = parseId(rawId);
  const product = db.produkWeb.find((p) => p.id === id);
  if (!product) throw new FakeHttpError(404, m.productNotFound);
  return product;
};

const positiveInt = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

const matchesSearch = (product: WebProductRecord, search: string): boolean =>
  [product.judul, product.deskripsi, product.tags].some((text) => text.toLowerCase().includes(search));

const hasRunningDiscount = (product: WebProductRecord, now: Date): boolean =>
  product.varian.length ? product.varian.some((variant) => isDiscountRunning(variant, now)) : isDiscountRunning(product, now);

/** Newest first, so a product just added is on the first page. */
const newestFirst = (a: WebProductRecord, b: WebProductRecord): number => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** A page without a total (catalogue spec §7): search over title, description and tags; `diskonOnly` for flash sales. */
const list: Handler<Endpoints['list']> = ({ db, query, now }) => {
  const page = positiveInt(query.get('page'), 1);
  const perPage = positiveInt(query.get('perPage'), DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const search = (query.get('search') ?? '').trim().toLowerCase();
  const diskonOnly = query.get('diskonOnly') === 'true';
  const rows = db.produkWeb
    .filter((product) => !search || matchesSearch(product, search))
    .filter((product) => !diskonOnly || hasRunningDiscount(product, now))
    .sort(newestFirst)
    .slice((page - 1) * perPage, page * perPage);
  return reply(rows.map((product) => toListItem(db, product, now)));
};

const getForEdit: Handler<Endpoints['getForEdit']> = ({ db, params, now }) => reply(toEditView(db, findProduct(db, params.id), now));

const NO_PRICE = { hargaJual: null, hargaGrosir: null, minQtyGrosir: null, diskonPersen: null, diskonAktif: false, diskonBerakhir: null };

const create: Handler<Endpoints['create']> = ({ db, body, now }) => {
  checkProdukWebFields(db, body, 'create');
  const merkId = checkBrand(db, body.merkId);
  const linked = linkedCashierIds(db);
  const variantMode = body.varian.length > 0;
  const varian = variantMode ? checkedVariants(db, body.varian, [], linked, now) : [];
  // In variant mode the product's link is its first variant's (catalogue spec §5).
  const cashier = variantMode ? findCashier(db, varian[0]?.produkKasirId) : freeCashier(db, body.produkKasirId, linked, m.cashierRequired);
  if (!cashier) throw new FakeHttpError(404, m.cashierNotFound);
  const price = variantMode ? NO_PRICE : checkedPrice(body, priceRuleContext(now));
  const stamp = now.toISOString();
  const record: WebProductRecord = {
    id: nextId(db.produkWeb),
    judul: cleanLine(body.judul),
    slug: checkedSlug(db, body.slug, cleanLine(body.judul)),
    deskripsi: cleanMultiline(body.deskripsi),
    tags: normalisedTags(body.tags),
    merkId,
    kategoriProdukWebId: Number(body.kategoriProdukWebId),
    fotoUtamaUrl: body.fotoUtamaUrl,
    galeriFotoUrls: body.galeriFotoUrls,
    // The entity is the cashier product's, whatever the client sent.
    entitasId: cashier.entitas_id,
    produkKasirId: cashier.id,
    // New products start as drafts; they go live from the edit form.
    isPublishedInduk: false,
    ...price,
    varian,
    createdAt: stamp,
    updatedAt: stamp,
  };
  db.produkWeb.push(record);
  return changed({ message: m.created, data: toListItem(db, record, now) }, 201);
};

/** Variant mode, the cashier link and the brand are fixed once a product exists; everything else is editable. */
const update: Handler<Endpoints['update']> = ({ db, params, body, now }) => {
  const product = findProduct(db, params.id);
  if (String(body.idIndukExisting) !== String(product.id)) throw new FakeHttpError(400, 'ID produk induk tidak cocok dengan alamat permintaan.');
  checkProdukWebFields(db, body, 'edit');
  const variantMode = product.varian.length > 0;
  if (variantMode && body.varian.length === 0) throw new FakeHttpError(400, m.variantRequiredEdit);
  if (!variantMode && body.varian.length > 0) throw new FakeHttpError(400, m.variantModeFixed);
  const varian = variantMode ? checkedVariants(db, body.varian, product.varian, linkedCashierIds(db, product.id), now) : [];
  const price = variantMode ? NO_PRICE : checkedPrice(body, priceRuleContext(now, product));
  Object.assign(product, {
    judul: cleanLine(body.judul),
    slug: checkedSlug(db, body.slug, cleanLine(body.judul), product.id),
    deskripsi: cleanMultiline(body.deskripsi),
    tags: normalisedTags(body.tags),
    kategoriProdukWebId: Number(body.kategoriProdukWebId),
    fotoUtamaUrl: body.fotoUtamaUrl,
    galeriFotoUrls: body.galeriFotoUrls,
    isPublishedInduk: body.isPublishedInduk,
    // A removed first variant hands the product's link to the new first one.
    produkKasirId: variantMode ? (varian[0]?.produkKasirId ?? product.produkKasirId) : product.produkKasirId,
    ...price,
    varian,
    updatedAt: now.toISOString(),
  } satisfies Partial<WebProductRecord>);
  return changed({ message: m.updated, data: toListItem(db, product, now) });
};

/** A product that orders refer to stays (409): the order history must keep pointing at it. */
const remove: Handler<Endpoints['delete']> = ({ db, params }) => {
  const product = findProduct(db, params.id);
  const orders = ordersReferencing(db, product);
  if (orders > 0) throw new FakeHttpError(409, format(m.referencedByOrders, { name: product.judul, count: orders }));
  db.produkWeb = db.produkWeb.filter((p) => p.id !== product.id);
  return changed({ message: m.deleted });
};

/** Cashier products no product or variant links to, by name. */
const unlinkedCashierProducts: Handler<Endpoints['unlinkedCashierProducts']> = ({ db }) => {
  const linked = linkedCashierIds(db);
  return reply(
    db.produkKasir
      .filter((record) => !linked.has(String(record.id)))
      .sort((a, b) => indonesianOrder(a.nama_produk, b.nama_produk))
      .map(({ id, nama_produk, entitas_id, harga_modal, berat_gram, panjang_cm, lebar_cm, tinggi_cm }) => ({
        id,
        nama_produk,
        entitas_id,
        harga_modal,
        berat_gram,
        panjang_cm,
        lebar_cm,
        tinggi_cm,
      })),
  );
};

export const crudHandlers = { list, getForEdit, create, update, delete: remove, unlinkedCashierProducts };
