import type { CsvColumn } from '../../components/csv';
import type { BannerRow } from './kinds';

const picture = (url: string): string => (url.startsWith('data:') ? '(gambar tersimpan)' : url);

/** A banner card's CSV: what an owner checks in a spreadsheet (place, title, link, status, pictures). */
export const bannerCsvColumns: readonly CsvColumn<BannerRow>[] = [
  ['Urutan', (r) => r.urutan],
  ['Judul', (r) => r.judul],
  ['Link Tujuan', (r) => r.link],
  ['Status', (r) => (r.aktif ? 'Aktif' : 'Non-Aktif')],
  ['Gambar', (r) => picture(r.imageUrl)],
  ['Gambar Mobile', (r) => picture(r.mobileUrl)],
];
