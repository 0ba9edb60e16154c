import { resourceRoutes } from '../declaration';

/** This area's routes under /admin: build links with these, never by hand. */
export const notificationsRoutes = resourceRoutes('notifications');
