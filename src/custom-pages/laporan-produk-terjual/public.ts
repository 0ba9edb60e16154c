/** The sold-products report's public face: the dashboard's top products read the same report, ranked by the same rule. */
export { useSoldProductsReport } from './hooks';
export { laporanProdukTerjualMessages } from './messages';
export { topByQty } from './rules';
