import type { CsvColumn } from '../../components/csv';
import { notificationsMessages as m } from './messages';
import { typeLabel } from './rules';
import type { Notification } from './schemas';

/** The history as CSV: the columns on screen, the time as the server sent it. */
export const notificationsCsvColumns: CsvColumn<Notification>[] = [
  [m.csv.id, (r) => r.id],
  [m.csv.createdAt, (r) => r.createdAt],
  [m.csv.type, (r) => typeLabel(r.type)],
  [m.csv.title, (r) => r.title],
  [m.csv.message, (r) => r.message],
  [m.csv.user, (r) => r.userName ?? r.userId ?? ''],
  [m.csv.email, (r) => r.userEmail ?? ''],
  [m.csv.status, (r) => (r.isRead ? m.history.read : m.history.unread)],
];
