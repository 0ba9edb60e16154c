import type { PaletteContribution } from '../../layout/command-palette/types';
import { voucherContract } from './contract';
import { voucherKeys } from './hooks';
import { voucherMessages as m } from './messages';
import { voucherRoutes } from './routes';

/**
 * The vouchers in the command palette: the whole list (as the voucher screen reads it, cached while
 * typing) matched by code or name, each opening its edit form; and 'Tambah Voucher'.
 */
export const voucherPalette: PaletteContribution = {
  group: 'Voucher',
  search: async (_query, { call, cached }) => {
    const vouchers = await cached(voucherKeys.of('palette'), () => call(voucherContract.list));
    return vouchers.map((voucher) => ({
      id: String(voucher.id),
      label: voucher.kode_voucher,
      secondary: `${voucher.nama_voucher} · ${voucher.status === 'AKTIF' ? m.statusAktif : m.statusNonaktif}`,
      to: voucherRoutes.edit(voucher.id),
      codes: [voucher.kode_voucher],
      terms: [voucher.nama_voucher],
    }));
  },
  actions: [{ id: 'create', label: m.add, to: voucherRoutes.create(), terms: ['voucher baru'] }],
};
