import { defineFakeArea } from '../../../fake-api/area';
import { notificationsContract } from '../contract';
import { notificationsHandlers } from './handlers';
import { seedNotifications, seedNotificationUsers, type NotificationRecord, type NotificationUserRecord } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    notificationUsers: NotificationUserRecord[];
    notifications: NotificationRecord[];
  }
}

export default defineFakeArea({
  name: 'notifications',
  contract: notificationsContract,
  handlers: notificationsHandlers,
  tables: {
    notificationUsers: () => seedNotificationUsers(),
    notifications: ({ now, table }) => seedNotifications(now, table('notificationUsers')),
  },
});
