import { slugify } from '../../../domain/slugify';

/**
 * The fake backend's "AI" for web products: deterministic Indonesian answers built from the inputs,
 * so a demo and a test get the same text for the same product.
 */
interface ProdukWebTheme {
  keywords: readonly string[];
  /** What the product is used for, to finish "... untuk <use>". */
  use: string;
  /** One selling point of the kind of product. */
  strength: string;
  /** Gross margin the shop usually takes on this kind of product. */
  margin: number;
}

const THEMES: readonly ProdukWebTheme[] = [
  { keywords: ['semen', 'mortar', 'acian', 'bata', 'pasir'], use: 'pengecoran, plesteran, dan pasangan bata', strength: 'daya rekat tinggi dan hasil akhir yang kuat serta tidak mudah retak', margin: 0.12 },
  { keywords: ['cat', 'pelapis', 'thinner', 'dempul', 'kuas', 'roll'], use: 'mengecat dinding, kayu, dan besi', strength: 'daya tutup yang baik, warna merata, dan tahan cuaca', margin: 0.22 },
  { keywords: ['waterproofing', 'drop', 'aquaproof', 'sika', 'bocor'], use: 'melapisi atap dak, talang, dan kamar mandi agar tidak bocor', strength: 'lapisan elastis yang menutup retak rambut dan tahan genangan air', margin: 0.2 },
  { keywords: ['pipa', 'elbow', 'fitting', 'talang', 'lem'], use: 'instalasi air bersih dan saluran pembuangan', strength: 'dinding pipa tebal, sambungan rapat, dan tahan tekanan', margin: 0.18 },
  { keywords: ['keramik', 'granit', 'lantai', 'paving', 'andesit', 'batu'], use: 'lantai dan dinding rumah maupun area komersial', strength: 'permukaan kuat, ukuran presisi, dan mudah dibersihkan', margin: 0.2 },
  { keywords: ['besi', 'baja', 'hollow', 'wiremesh', 'kawat'], use: 'rangka dan tulangan struktur bangunan', strength: 'ukuran sesuai standar dan kekuatan tarik yang terjaga', margin: 0.1 },
  { keywords: ['triplek', 'kayu', 'gypsum', 'multiplek'], use: 'plafon, partisi, kusen, dan perabot', strength: 'lembaran rata, tidak mudah melengkung, dan mudah dipotong', margin: 0.18 },
  { keywords: ['atap', 'spandek', 'genteng'], use: 'penutup atap rumah, gudang, dan kanopi', strength: 'lapisan anti karat dan pemasangan yang cepat', margin: 0.15 },
  { keywords: ['kabel', 'saklar', 'lampu', 'stop', 'mcb', 'listrik'], use: 'instalasi listrik rumah yang aman', strength: 'bahan berstandar SNI dan penghantar yang andal', margin: 0.25 },
  { keywords: ['kloset', 'wastafel', 'kran', 'shower', 'keran'], use: 'kamar mandi dan dapur yang bersih', strength: 'desain modern, permukaan mudah dibersihkan, dan awet dipakai', margin: 0.25 },
  { keywords: ['paku', 'baut', 'sekrup', 'engsel', 'kunci', 'dinabolt'], use: 'pekerjaan kayu, besi, dan pemasangan pintu', strength: 'bahan baja yang tidak mudah bengkok maupun berkarat', margin: 0.3 },
  { keywords: ['meteran', 'palu', 'gergaji', 'tang', 'bor'], use: 'pekerjaan tukang dan perbaikan rumah sehari-hari', strength: 'genggaman nyaman dan bahan yang tahan lama', margin: 0.3 },
];

const DEFAULT_THEME: ProdukWebTheme = {
  keywords: [],
  use: 'kebutuhan renovasi dan pembangunan rumah',
  strength: 'kualitas terjamin dan harga bersaing',
  margin: 0.2,
};

const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** Short keywords match whole words only, so 'kloset' is not paint ('cat'). */
const matches = (word: string, keyword: string): boolean => word === keyword || (keyword.length >= 4 && word.startsWith(keyword));

const themeOf = (...texts: string[]): ProdukWebTheme => {
  for (const text of texts) {
    for (const word of words(text)) {
      const theme = THEMES.find((candidate) => candidate.keywords.some((keyword) => matches(word, keyword)));
      if (theme) return theme;
    }
  }
  return DEFAULT_THEME;
};

const tidy = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** Same title, same wording; different titles spread over the variants of each sentence. */
const hash = (value: string): number => Array.from(value.toLowerCase()).reduce((h, char) => (h * 31 + (char.codePointAt(0) ?? 0)) >>> 0, 7);

const OPENINGS: ReadonlyArray<(title: string, use: string) => string> = [
  (title, use) => `${title} adalah pilihan tepat untuk ${use}.`,
  (title, use) => `Gunakan ${title} untuk ${use} dengan hasil yang memuaskan.`,
  (title, use) => `${title} cocok dipakai untuk ${use}, baik untuk rumah tinggal maupun proyek.`,
];

const CLOSINGS: readonly string[] = [
  'Produk original dengan stok siap kirim ke seluruh Indonesia.',
  'Dikemas dengan aman dan siap dikirim di hari yang sama untuk pesanan sebelum pukul 14.00 WIB.',
  'Tersedia harga grosir untuk pembelian dalam jumlah besar; hubungi admin untuk kebutuhan proyek.',
];

/** A few sentences describing the product, from its title. */
export const productDescription = (judul: string): string => {
  const title = tidy(judul);
  const theme = themeOf(title);
  const seed = hash(title);
  const opening = (OPENINGS[seed % OPENINGS.length] as (typeof OPENINGS)[number])(title, theme.use);
  const closing = CLOSINGS[(seed >>> 3) % CLOSINGS.length] as string;
  return `${opening} Keunggulannya: ${theme.strength}. ${closing}`;
};

/**
 * A selling price from the cost: the usual margin for this kind of product, rounded up to whole
 * hundreds of rupiah as shop prices are written. Whole-percent arithmetic keeps 50000 + 12 % at
 * exactly 56000 (floating point would make it 56000.000000000007 and round it up to 56100).
 */
export const productSellingPrice = (hargaModal: number, namaProduk: string, kategori = ''): number => {
  const marginPercent = Math.round(themeOf(namaProduk, kategori).margin * 100);
  return Math.ceil((Math.round(hargaModal) * (100 + marginPercent)) / 10000) * 100;
};

const STOP_WORDS = new Set(['dan', 'untuk', 'per', 'dengan', 'the', 'set', 'isi', 'dus', 'box', 'x']);

/** Words worth searching for: no stop words, no pure numbers or sizes such as "50kg" or "3/4". */
const tagWords = (text: string): string[] =>
  words(text).filter((word) => word.length > 2 && !STOP_WORDS.has(word) && !/^\d/.test(word));

/** Up to eight tags, comma separated: title words, then the category's and the brand's. */
export const productTags = ({ judul, kategori, merk }: { judul: string; kategori: string; merk: string }): string => {
  const tags: string[] = [];
  const add = (tag: string) => {
    const clean = tidy(tag.toLowerCase());
    if (clean && !tags.includes(clean)) tags.push(clean);
  };
  if (merk.trim()) add(merk);
  // The brand is one tag; its words again on their own ("tiga", "roda") would only be noise.
  const brandWords = new Set(words(merk));
  for (const word of tagWords(judul)) if (!brandWords.has(word)) add(word);
  for (const word of tagWords(kategori)) add(word);
  add('bahan bangunan');
  return tags.slice(0, 8).join(', ');
};

/** The slug of the title; `taken` slugs get a number so the answer can be saved as it is. */
export const productSlug = (judul: string, taken: (slug: string) => boolean = () => false): string => {
  const base = slugify(judul) || 'produk';
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
};
