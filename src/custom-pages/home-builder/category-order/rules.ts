import type { WebKategoriProduk } from '../../../resources/web-kategori-produk/public';
import { indonesianOrder } from '../../../domain/textOrder';

type Ordered = Pick<WebKategoriProduk, 'id' | 'namaKategori' | 'urutan'>;

/** The home page's order, as the server lists it: `urutan` ascending, then by name (Indonesian collation). */
export const homeOrder = <T extends Ordered>(categories: readonly T[]): T[] =>
  [...categories].sort((a, b) => (a.urutan ?? 0) - (b.urutan ?? 0) || indonesianOrder(a.namaKategori, b.namaKategori));

/** Whether two lists hold the same ids in the same order (the Save button's "has it changed"). */
export const sameOrder = (a: readonly Pick<Ordered, 'id'>[], b: readonly Pick<Ordered, 'id'>[]): boolean =>
  a.length === b.length && a.every((item, index) => String(item.id) === String(b[index]?.id));

/** POST /admin/web-kategori-produk/update-urutan: every id, first to last. */
export const updateOrderPayload = (categories: readonly Pick<Ordered, 'id'>[]): { ids: Array<Ordered['id']> } => ({ ids: categories.map((category) => category.id) });

/**
 * The saved categories in the order the admin arranged (`ids`); a category the arrangement does not
 * know (added elsewhere meanwhile) keeps its saved place after them, and one since deleted drops out.
 */
export const applyOrder = <T extends Pick<Ordered, 'id'>>(saved: readonly T[], ids: ReadonlyArray<Ordered['id']> | null): T[] => {
  if (ids === null) return [...saved];
  const byId = new Map(saved.map((item) => [String(item.id), item]));
  const arranged = ids.flatMap((id) => byId.get(String(id)) ?? []);
  const placed = new Set(arranged.map((item) => String(item.id)));
  return [...arranged, ...saved.filter((item) => !placed.has(String(item.id)))];
};
