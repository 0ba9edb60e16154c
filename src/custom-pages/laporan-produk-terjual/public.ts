/** The sold-products report's public face: the dashboard's top products read the same report, ranked by the same rule, and link to it. */
export { useSoldProductsReport } from './hooks';
export { laporanProdukTerjualMessages } from './messages';
export { topByQty } from './rules';
export { laporanProdukTerjualRoutes } from './routes';
