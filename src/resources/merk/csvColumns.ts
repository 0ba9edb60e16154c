import type { CsvColumn } from '../../components/csv';
import { messages } from '../../i18n/messages';
import { merkMessages as m } from './messages';
import type { Merk } from './schemas';

/** The brand list as CSV: the columns on screen. */
export const merkCsvColumns: CsvColumn<Merk>[] = [
  [m.nama, (r) => r.nama],
  [m.slug, (r) => r.slug],
  [m.status, (r) => (r.isActive ? messages.common.active : messages.common.inactive)],
];
