import { CATEGORY_DESCRIPTION_MAX, countCharacters } from '../rules';

/**
 * The fake backend's "AI" for categories: deterministic Indonesian answers built from the name, so a
 * demo and a test get the same text for the same input.
 */
interface Theme {
  keywords: readonly string[];
  emoji: string;
  /** What the products of the category are used for, to finish a sentence "... untuk <use>". */
  use: string;
}

const THEMES: readonly Theme[] = [
  { keywords: ['semen', 'mortar', 'beton', 'acian', 'bata'], emoji: '🧱', use: 'pengecoran, plesteran, dan pasangan bata yang kokoh' },
  { keywords: ['cat', 'pelapis', 'pernis', 'plamir', 'thinner'], emoji: '🎨', use: 'dinding, kayu, dan besi yang rapi serta tahan cuaca' },
  { keywords: ['pipa', 'pralon', 'fitting', 'paralon', 'air'], emoji: '🚰', use: 'instalasi air bersih dan saluran pembuangan' },
  { keywords: ['keramik', 'lantai', 'granit', 'ubin'], emoji: '🟫', use: 'lantai dan dinding yang kuat serta mudah dibersihkan' },
  { keywords: ['besi', 'baja', 'hollow', 'wiremesh'], emoji: '🔩', use: 'rangka dan tulangan struktur bangunan' },
  { keywords: ['kayu', 'triplek', 'multiplek', 'papan'], emoji: '🪵', use: 'kusen, rangka, lantai, dan perabot' },
  { keywords: ['atap', 'genteng', 'seng', 'spandek', 'asbes'], emoji: '🏠', use: 'penutup atap yang awet dan tahan bocor' },
  { keywords: ['listrik', 'lampu', 'kabel', 'saklar', 'stopkontak'], emoji: '💡', use: 'instalasi listrik dan penerangan yang aman' },
  { keywords: ['sanitasi', 'kloset', 'wastafel', 'kran', 'keran', 'shower'], emoji: '🚽', use: 'kamar mandi dan dapur yang bersih serta higienis' },
  { keywords: ['alat', 'perkakas', 'tools', 'gergaji', 'palu'], emoji: '🔧', use: 'pekerjaan tukang dan perbaikan rumah' },
];

const DEFAULT_THEME: Theme = { keywords: [], emoji: '🏗️', use: 'proyek rumah dan konstruksi Anda' };

const words = (name: string): string[] => name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** Short keywords ('cat', 'air') match whole words only, so 'kloset' is not paint. */
const matches = (word: string, keyword: string): boolean => word === keyword || (keyword.length >= 4 && word.startsWith(keyword));

/** The theme of the first word of the name that names one, else the general building theme. */
const themeOf = (name: string): Theme => {
  for (const word of words(name)) {
    const theme = THEMES.find((candidate) => candidate.keywords.some((keyword) => matches(word, keyword)));
    if (theme) return theme;
  }
  return DEFAULT_THEME;
};

/** One emoji (a single grapheme) for the category name. */
export const categoryEmoji = (name: string): string => themeOf(name).emoji;

const tidy = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** Same name, same template; different names spread over the templates. */
const hash = (value: string): number => Array.from(value.toLowerCase()).reduce((h, char) => (h * 31 + (char.codePointAt(0) ?? 0)) >>> 0, 7);

const TEMPLATES: ReadonlyArray<(name: string, use: string) => string> = [
  (name, use) => `${name} pilihan untuk ${use}. Produk original, harga bersaing, dan stok siap kirim.`,
  (name, use) => `Temukan ${name} berkualitas untuk ${use}, langsung dari toko bahan bangunan terpercaya.`,
  (name, use) => `Koleksi ${name} lengkap untuk ${use}. Kualitas terjamin untuk rumah maupun proyek.`,
];

const cutToLimit = (sentence: string): string => {
  if (countCharacters(sentence) <= CATEGORY_DESCRIPTION_MAX) return sentence;
  const room = Array.from(sentence).slice(0, CATEGORY_DESCRIPTION_MAX - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > 0 ? room.slice(0, lastSpace) : room).replace(/[\s,.;:]+$/, '')}…`;
};

/**
 * A description of at most 160 characters (catalogue spec §9): a template with the name and what the
 * category is used for; a long name falls back to the short form and, at worst, is cut at a word.
 */
export const categoryDescription = (rawName: string): string => {
  const name = tidy(rawName);
  const { use } = themeOf(name);
  const template = TEMPLATES[hash(name) % TEMPLATES.length] ?? TEMPLATES[0]!;
  const full = template(name, use);
  if (countCharacters(full) <= CATEGORY_DESCRIPTION_MAX) return full;
  return cutToLimit(`${name} untuk ${use}.`);
};
