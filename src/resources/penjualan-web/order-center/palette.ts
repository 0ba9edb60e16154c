import { formatRupiah } from '../../../domain/format';
import type { PaletteContribution } from '../../../layout/command-palette/types';
import { penjualanWebContract } from '../contract';
import { orderStatusLabel } from '../shared/rules/history';
import { penjualanWebRoutes } from '../routes';

/** Enough of the newest matches for the palette to rank (it shows five); the server does the searching. */
const SEARCH_LIMIT = 20;

/** Orders waiting to leave: the Order Center's ready-to-ship filter, as its address keeps it. */
const READY_TO_SHIP = `${penjualanWebRoutes.orderCenter()}?ready=1`;

/**
 * The orders in the command palette: found by code or recipient through the list's server-side
 * `search` (thousands of orders on a large shop are never fetched whole), each opening its detail in the
 * Order Center; and the list of orders ready to ship.
 */
export const penjualanWebPalette: PaletteContribution = {
  group: 'Pesanan',
  search: async (query, { call }) => {
    const orders = await call(penjualanWebContract.list, { query: { search: query, limit: SEARCH_LIMIT } });
    return orders.map((order) => ({
      id: String(order.id),
      label: order.kode_transaksi,
      secondary: [order.nama_penerima, formatRupiah(order.total_akhir), orderStatusLabel(order.status_pembayaran), orderStatusLabel(order.status_pengiriman)].join(' · '),
      to: penjualanWebRoutes.order(order.id),
      codes: [order.kode_transaksi],
      terms: [order.nama_penerima],
    }));
  },
  actions: [{ id: 'ready-to-ship', label: 'Pesanan siap dikirim', to: READY_TO_SHIP, terms: ['siap kirim', 'ready to ship'] }],
};
