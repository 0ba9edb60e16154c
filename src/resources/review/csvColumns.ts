import type { CsvColumn } from '../../components/csv';
import { formatDateTimeWIB } from '../../domain/format';
import { reviewMessages as m } from './messages';
import { photoUrlsOf } from './rules/photos';
import type { Review } from './schemas';

// A photo the fake backend (or a paste) holds inline is pages of base64: a spreadsheet gets a note instead.
const photoCell = (url: string): string => (url.startsWith('data:') ? m.storedPhoto : url);

/** The reviews the list selects as CSV: what is on each card, the product by name (and id). */
export const reviewCsvColumns = (productName: (review: Review) => string): readonly CsvColumn<Review>[] => [
  [m.csvDate, (r) => formatDateTimeWIB(r.createdAt)],
  [m.csvProduct, (r) => productName(r)],
  [m.csvProductId, (r) => String(r.produkWebId)],
  [m.userName, (r) => r.userName],
  [m.rating, (r) => r.rating],
  [m.komentar, (r) => r.komentar],
  [m.csvPhotoCount, (r) => photoUrlsOf(r.foto).length],
  [m.csvPhotos, (r) => photoUrlsOf(r.foto).map(photoCell).join(' ')],
];
