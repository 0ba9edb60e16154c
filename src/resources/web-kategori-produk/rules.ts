import { webKategoriProdukMessages } from './messages';
import { unreadableNumberError } from '../../domain/number';
import { cleanLine, cleanMultiline, TEXT_LIMITS, tooLongError } from '../../domain/validation';
import { once } from '../../domain/once';
import { searchText } from '../../domain/searchText';
import { naturalTextOrder, textOrder } from '../../domain/textOrder';

/** Catalogue spec §9: description and emoji limits (the icon photo's 1 MB is in domain/image/limits). */
export const CATEGORY_DESCRIPTION_MAX = 160;
export const CATEGORY_ICON_MAX = 2;
export const CATEGORY_ICON_BUCKET = 'kategori-icons';
export const DEFAULT_CATEGORY_DESCRIPTION = webKategoriProdukMessages.defaultDescription;
/** 'Baru Minggu Ini' counts categories created within this many days. */
export const NEW_CATEGORY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type LinkId = number | string;

/** The fields the category rules read; records from the server and form values both fit. */
export interface WebKategoriProdukFields {
  namaKategori?: string | null;
  icon?: string | null;
  fotoIconUrl?: string | null;
  deskripsi?: string | null;
  kategoriProdukId?: LinkId | '' | null;
  kategori_produk_id?: LinkId | '' | null;
  urutan?: number | string | null;
}

export interface WebKategoriProdukRecordLike {
  id: LinkId;
  namaKategori: string;
  fotoIconUrl?: string | null;
  deskripsi?: string | null;
  kategoriProdukId?: LinkId | null;
  urutan?: number | null;
  createdAt?: string | null;
}

const graphemes = once(() => (typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('id', { granularity: 'grapheme' }) : null));

/**
 * Characters as a person counts them (grapheme clusters): '🏗️' (3 UTF-16 units, 2 code points) and
 * '🇮🇩' count as one each, so the 2-character emoji limit means two emoji, whatever their encoding.
 * `maxLength` on an input counts UTF-16 units and would refuse a single '🏗️' in a 2-unit field.
 */
export const countCharacters = (text: string | null | undefined): number => {
  if (!text) return 0;
  const segmenter = graphemes();
  return segmenter ? Array.from(segmenter.segment(text)).length : Array.from(text).length;
};

// Invisible characters (zero-width spaces, bidi controls) go before any rule counts or compares (issue 8).
const text = cleanLine;

/** Urutan as the integer it must be, or null when it is not one (empty, fractional, negative, words). */
export const parseUrutan = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 0 ? number : null;
};

export type WebKategoriProdukErrors = Partial<Record<'namaKategori' | 'deskripsi' | 'icon' | 'urutan', string>>;

/** Catalogue spec §5 (Category): the rules shared by the form, the quick-add dialog and the fake server. */
export const validateWebKategoriProduk = (values: WebKategoriProdukFields): WebKategoriProdukErrors => {
  const errors: WebKategoriProdukErrors = {};
  const nama = text(values.namaKategori);
  if (!nama) errors.namaKategori = webKategoriProdukMessages.nameRequired;
  else {
    const long = tooLongError(nama, TEXT_LIMITS.name, webKategoriProdukMessages.namaKategori);
    if (long) errors.namaKategori = long;
  }
  if (countCharacters(cleanMultiline(values.deskripsi)) > CATEGORY_DESCRIPTION_MAX) errors.deskripsi = webKategoriProdukMessages.descriptionTooLong;
  if (countCharacters(text(values.icon)) > CATEGORY_ICON_MAX) errors.icon = webKategoriProdukMessages.iconTooLong;
  // Text the number rule refused (domain/number) says why; a number outside the rule gets the spec's.
  const urutanTyped = unreadableNumberError(values.urutan);
  if (urutanTyped) errors.urutan = urutanTyped;
  else if (parseUrutan(values.urutan) === null) errors.urutan = webKategoriProdukMessages.urutanInvalid;
  return errors;
};

/** An empty POS link ('' from a select, undefined, null) is sent as null (catalogue spec §5). */
export const posLinkOrNull = (value: LinkId | '' | null | undefined): LinkId | null =>
  value === '' || value === null || value === undefined ? null : value;

/** An empty description is saved as the spec's default text. */
export const descriptionOrDefault = (value: string | null | undefined): string => cleanMultiline(value) || DEFAULT_CATEGORY_DESCRIPTION;

interface WebKategoriProdukPayloadBase {
  namaKategori: string;
  icon: string | null;
  fotoIconUrl: string | null;
  deskripsi: string;
  urutan: number;
}
export type WebKategoriProdukPayload = WebKategoriProdukPayloadBase & ({ kategoriProdukId: LinkId | null } | { kategori_produk_id: LinkId | null });

/**
 * The POST/PUT body (catalogue spec §7). The POS link goes under the name the caller used: the form uses
 * `kategoriProdukId`, the quick-add dialog `kategori_produk_id` as the older quick-add did.
 */
export const toWebKategoriProdukPayload = (values: WebKategoriProdukFields): WebKategoriProdukPayload => {
  const base: WebKategoriProdukPayloadBase = {
    namaKategori: text(values.namaKategori),
    icon: text(values.icon) || null,
    fotoIconUrl: text(values.fotoIconUrl) || null,
    deskripsi: descriptionOrDefault(values.deskripsi),
    // Validation refuses anything else before a save; 0 keeps the type honest if it is skipped.
    urutan: parseUrutan(values.urutan) ?? 0,
  };
  const legacy = values.kategoriProdukId === undefined && values.kategori_produk_id !== undefined;
  return legacy
    ? { ...base, kategori_produk_id: posLinkOrNull(values.kategori_produk_id) }
    : { ...base, kategoriProdukId: posLinkOrNull(values.kategoriProdukId) };
};

/**
 * The name the generators need, or the message to show when it is missing (the quick-add dialog words
 * it differently for the description, catalogue spec §5).
 */
export const nameForGenerator = (
  name: string | null | undefined,
  missing: string = webKategoriProdukMessages.nameFirst,
): { name: string } | { error: string } => {
  const trimmed = text(name);
  return trimmed ? { name: trimmed } : { error: missing };
};

const timeOf = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};

/** Created within the last 7 days (a date ahead of `now`, from clock skew, counts as new too). */
export const isNewThisWeek = (createdAt: string | null | undefined, now: Date): boolean => {
  const time = timeOf(createdAt);
  return time !== null && time >= now.getTime() - NEW_CATEGORY_DAYS * DAY_MS;
};

export const hasPhoto = (category: Pick<WebKategoriProdukRecordLike, 'fotoIconUrl'>): boolean => Boolean(text(category.fotoIconUrl));
export const isLinkedToPos = (category: Pick<WebKategoriProdukRecordLike, 'kategoriProdukId'>): boolean => posLinkOrNull(category.kategoriProdukId) !== null;

export interface WebKategoriProdukStats {
  total: number;
  withPhoto: number;
  linkedToPos: number;
  newThisWeek: number;
}

/** The grid's stat cards (catalogue spec §2), over every category whatever the search. */
export const categoryStats = (categories: readonly WebKategoriProdukRecordLike[], now: Date): WebKategoriProdukStats => ({
  total: categories.length,
  withPhoto: categories.filter(hasPhoto).length,
  linkedToPos: categories.filter(isLinkedToPos).length,
  newThisWeek: categories.filter((category) => isNewThisWeek(category.createdAt, now)).length,
});

export type WebKategoriProdukSortKey = 'nama' | 'urutan' | 'tanggal';
export type SortOrder = 'ASC' | 'DESC';
export const CATEGORY_SORT_KEYS: readonly WebKategoriProdukSortKey[] = ['nama', 'urutan', 'tanggal'];

/** Ids as numbers where they are (`2` before `10`). */
const idOrder = textOrder({ numeric: true });

const byName = (a: WebKategoriProdukRecordLike, b: WebKategoriProdukRecordLike): number =>
  naturalTextOrder(a.namaKategori, b.namaKategori);

const compareBy: Record<WebKategoriProdukSortKey, (a: WebKategoriProdukRecordLike, b: WebKategoriProdukRecordLike) => number> = {
  nama: byName,
  urutan: (a, b) => (a.urutan ?? 0) - (b.urutan ?? 0),
  tanggal: (a, b) => (timeOf(a.createdAt) ?? 0) - (timeOf(b.createdAt) ?? 0),
};

/**
 * Sorted copy. Ties fall back to the name (A-Z) and then the id, in both directions, so equal urutan
 * values still list in a predictable order.
 */
export const sortWebKategoriProduk = <C extends WebKategoriProdukRecordLike>(categories: readonly C[], key: WebKategoriProdukSortKey, order: SortOrder): C[] => {
  const direction = order === 'DESC' ? -1 : 1;
  return [...categories].sort(
    (a, b) => direction * compareBy[key](a, b) || byName(a, b) || idOrder(String(a.id), String(b.id)),
  );
};

/** The grid's search: name or description contains the text (case, accents and spacing ignored). */
export const searchWebKategoriProduk = <C extends WebKategoriProdukRecordLike>(categories: readonly C[], query: string): C[] => {
  const wanted = searchText(query);
  if (!wanted) return [...categories];
  return categories.filter((category) => searchText(category.namaKategori).includes(wanted) || searchText(category.deskripsi).includes(wanted));
};
