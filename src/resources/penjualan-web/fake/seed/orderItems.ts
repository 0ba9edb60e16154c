import type { OrderItem } from '../../schemas';
import { SEED_ORDER_PRODUCTS, type SeedOrderProduct } from '../../../produk-web/fake/public';
import type { Rng } from '../../../../fake-api/random';

/**
 * 1-5 order lines from the seed product list. `diskon_item` is the per-unit item discount, so
 * harga_satuan_setelah_diskon_item = harga_satuan_sebelum_diskon - diskon_item and
 * subtotal = qty * harga_satuan_setelah_diskon_item.
 */
const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

const unitDiscount = (rng: Rng, harga: number): number => {
  if (!rng.chance(0.15)) return 0;
  const step = harga >= 20000 ? 500 : 100;
  return Math.max(step, roundTo((harga * rng.int(5, 15)) / 100, step));
};

const pickQty = (rng: Rng, product: SeedOrderProduct): number =>
  // Small quantities are the norm; bulk lines happen on some orders.
  rng.chance(0.7) ? rng.int(1, Math.min(3, product.maxQty)) : rng.int(1, product.maxQty);

const buildItem = (rng: Rng, product: SeedOrderProduct, idDetail: number): OrderItem => {
  const variant = product.varian ? rng.pick(product.varian) : null;
  const qty = pickQty(rng, product);
  const diskon = unitDiscount(rng, product.harga);
  const hargaSetelah = product.harga - diskon;
  return {
    id_detail: idDetail,
    judul_produk_induk: product.nama,
    nama_varian: variant ? variant.nama : null,
    sku_varian_web: product.sku === null ? null : variant ? `${product.sku}-${variant.kode}` : product.sku,
    qty,
    harga_satuan_sebelum_diskon: product.harga,
    harga_satuan_setelah_diskon_item: hargaSetelah,
    diskon_item: diskon,
    subtotal: qty * hargaSetelah,
    berat_gram: product.beratGram,
  };
};

export const buildOrderItems = (rng: Rng, firstDetailId: number): OrderItem[] => {
  const lines = rng.weighted<number>([
    [1, 30],
    [2, 30],
    [3, 20],
    [4, 12],
    [5, 8],
  ]);
  const chosen: SeedOrderProduct[] = [];
  while (chosen.length < lines) {
    const product = rng.pick(SEED_ORDER_PRODUCTS);
    if (!chosen.includes(product)) chosen.push(product);
  }
  return chosen.map((product, i) => buildItem(rng, product, firstDetailId + i));
};

/** Numbers in seed items are always plain numbers; these sums spare callers the union type. */
export const sumItems = (items: readonly OrderItem[], pick: (item: OrderItem) => number | string): number =>
  items.reduce((sum, item) => sum + Number(pick(item)), 0);
