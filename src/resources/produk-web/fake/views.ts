import type { WebProduct, WebProductEdit } from '../schemas';
import { entityName } from '../../../domain/entity';
import { computePrice, computeVariantProductPrice, type ComputedPrice } from '../rules/price';
import type { FakeDb } from '../../../fake-api/db';
import type { CashierProductRecord } from './cashierSeed';
import type { VariantRecord, WebProductRecord } from './seed';

/**
 * How the fake server presents stored products: brand name and the prices computed at read time
 * (catalogue spec §3), so a discount that ends overnight stops showing without anyone saving anything.
 */
const variantView = (variant: VariantRecord, now: Date) => ({ ...variant, ...computePrice(variant, now) });

const productPrice = (record: WebProductRecord, now: Date): ComputedPrice =>
  record.varian.length ? computeVariantProductPrice(record.varian, now) : computePrice(record, now);

/** The selling price before any discount: the product's own, or the cheapest published variant's. */
const normalPrice = (price: ComputedPrice): number =>
  price.tipeHarga === 'DISKON' ? (price.hargaCoret ?? price.hargaTampil) : price.hargaTampil;

export const toListItem = (db: FakeDb, record: WebProductRecord, now: Date): WebProduct => {
  const { createdAt: _createdAt, updatedAt: _updatedAt, varian, ...fields } = record;
  const price = productPrice(record, now);
  return {
    ...fields,
    merk: db.merk.find((brand) => brand.id === record.merkId)?.nama ?? null,
    ...price,
    hargaNormal: normalPrice(price),
    hargaMulaiDari: price.hargaTampil,
    hargaSetelahDiskon: price.tipeHarga === 'DISKON' ? price.hargaTampil : null,
    varian: varian.map((variant) => variantView(variant, now)),
  };
};

export const findCashier = (db: FakeDb, id: number | string | null | undefined): CashierProductRecord | undefined =>
  id === null || id === undefined ? undefined : db.produkKasir.find((record) => String(record.id) === String(id));

/** GET /admin/produk-web/{id}/edit: the product with its variants and the cashier product's facts. */
export const toEditView = (db: FakeDb, record: WebProductRecord, now: Date): WebProductEdit => {
  const item = toListItem(db, record, now);
  const cashier = findCashier(db, record.produkKasirId);
  return {
    ...item,
    varian: (item.varian ?? []).map((variant) => {
      const linked = findCashier(db, variant.produkKasirId);
      return { ...variant, produkKasirNama: linked?.nama_produk ?? null, hargaModal: linked?.harga_modal ?? null };
    }),
    entitasNama: entityName(record.entitasId),
    beratGram: cashier?.berat_gram ?? null,
    panjangCm: cashier?.panjang_cm ?? null,
    lebarCm: cashier?.lebar_cm ?? null,
    tinggiCm: cashier?.tinggi_cm ?? null,
    merkNama: item.merk ?? cashier?.merk ?? null,
    produkKasirNama: cashier?.nama_produk ?? null,
    hargaModal: cashier?.harga_modal ?? null,
  };
};

/** Cashier products already linked to a product or one of its variants (optionally ignoring one product). */
export const linkedCashierIds = (db: FakeDb, exceptProductId?: number): Set<string> => {
  const linked = new Set<string>();
  for (const product of db.produkWeb) {
    if (product.id === exceptProductId) continue;
    if (product.produkKasirId !== null) linked.add(String(product.produkKasirId));
    for (const variant of product.varian) linked.add(String(variant.produkKasirId));
  }
  return linked;
};
