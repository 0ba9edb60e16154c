/** The sales report's public face: the dashboard's sales chart reads the same report with the same words, and links to it. */
export { useSalesReport } from './hooks';
export { laporanPenjualanWebMessages } from './messages';
export { laporanPenjualanWebRoutes } from './routes';
