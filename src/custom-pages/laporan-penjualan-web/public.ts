/** The sales report's public face: the dashboard's sales chart reads the same report with the same words. */
export { useSalesReport } from './hooks';
export { laporanPenjualanWebMessages } from './messages';
