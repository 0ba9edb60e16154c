import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { defineResource } from '../declaration';
import { messages } from '../../i18n/messages';

/** The notification manager (operations spec, /admin/notifications): send, statistics, history. */
export default defineResource({
  name: 'notifications',
  accessDenied: messages.access.loginAsAdmin,
  menu: { label: 'Notification Manager', icon: NotificationsActiveIcon, group: 'operasional' },
  recordRepresentation: 'title',
  data: () => import('./resource').then((m) => m.notificationsResource),
  list: () => import('./NotificationsPage').then((m) => m.NotificationsPage),
});
