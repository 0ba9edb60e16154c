import { indonesianOrder } from '../../../domain/textOrder';
/** Catalogue spec §9: the cashier-product dropdown shows the first 20. */
export const CASHIER_PICKER_LIMIT = 20;

export interface PickableCashierProduct {
  id: number | string;
  nama_produk: string;
}

const normalise = (text: string): string => text.toLocaleLowerCase('id-ID').replace(/\s+/g, ' ').trim();

const byName = (a: PickableCashierProduct, b: PickableCashierProduct): number => indonesianOrder(a.nama_produk, b.nama_produk);

/**
 * The choices of a cashier-product picker (catalogue spec §2): only unlinked products (the server's list)
 * minus those already chosen elsewhere in the same form, matching the search text anywhere in the name,
 * names starting with it first, each group alphabetical, at most `limit`.
 */
export const cashierPickerOptions = <T extends PickableCashierProduct>(
  unlinked: readonly T[],
  { query = '', exclude = [], limit = CASHIER_PICKER_LIMIT }: { query?: string; exclude?: ReadonlyArray<number | string>; limit?: number } = {},
): T[] => {
  const taken = new Set(exclude.map(String));
  const needle = normalise(query);
  const available = unlinked.filter((product) => !taken.has(String(product.id)));
  if (!needle) return [...available].sort(byName).slice(0, limit);

  const prefix: T[] = [];
  const inside: T[] = [];
  for (const product of available) {
    const name = normalise(product.nama_produk);
    if (name.startsWith(needle)) prefix.push(product);
    else if (name.includes(needle)) inside.push(product);
  }
  return [...prefix.sort(byName), ...inside.sort(byName)].slice(0, limit);
};
