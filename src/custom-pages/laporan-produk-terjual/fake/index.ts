import { defineFakeArea } from '../../../fake-api/area';
import { laporanProdukTerjualContract } from '../contract';
import { laporanProdukTerjualHandlers } from './handlers';

/** The sold-products report reads the orders (`penjualanWeb`); it owns no table. */
export default defineFakeArea({ name: 'laporan-produk-terjual', contract: laporanProdukTerjualContract, handlers: laporanProdukTerjualHandlers });
