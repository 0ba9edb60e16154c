import { penjualanWebRoutes } from '../../routes';

/**
 * The app's own pages the server's links point to. The real server answers Biteship's public tracking
 * page and its label PDF; the fake one points to the back office's tracking page and label sheet
 * instead (which read the fake tracking), with the app's base path, since these links are opened in a
 * new window, outside the router.
 */
const APP_BASE = '/admin';

export const trackingPageUrl = (orderId: number): string => `${APP_BASE}${penjualanWebRoutes.tracking(orderId)}`;

export const labelPageUrl = (orderId: number): string => `${APP_BASE}${penjualanWebRoutes.labels([orderId])}`;
