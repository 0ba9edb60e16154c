import type { Order, OrderItem } from '../../../resources/penjualan-web/public';
import { salesIn } from '../../../resources/penjualan-web/fake/public';
import { reportRange, type ReportQuery } from '../../../domain/reportPeriod';
import type { SoldProductRow } from '../schemas';
import { byTotal } from '../rules';

/** An order line may carry its web product and variant ids; the seed's lines name them only. */
type ItemWithIds = OrderItem & { produk_web_id?: number | string | null; varian_id?: number | string | null };

/**
 * The sold products as the fake server computes them: the lines of the period's sale orders (`salesIn`,
 * the sales report's rule), grouped by product and variant; the quantity less what was refunded, the
 * total the line's subtotal for the units kept. Lines refunded in full drop out.
 */
export const soldProducts = (orders: readonly Order[], query: ReportQuery): SoldProductRow[] => {
  const { from, to } = reportRange(query);
  const groups = new Map<string, SoldProductRow>();
  for (const order of salesIn(orders, from, to)) {
    for (const line of order.items as ItemWithIds[]) {
      const qty = line.qty - (line.qty_refunded ?? 0);
      if (qty <= 0) continue;
      const total = line.qty > 0 ? Math.round((line.subtotal * qty) / line.qty) : 0;
      const produkId = line.produk_web_id ?? null;
      const varianId = line.varian_id ?? null;
      const key = `${String(produkId ?? line.judul_produk_induk)}|${String(varianId ?? line.nama_varian ?? '')}`;
      const row = groups.get(key);
      if (row) {
        row.qty_terjual += qty;
        row.total_penjualan += total;
      } else {
        groups.set(key, {
          produk_web_id: produkId,
          varian_id: varianId,
          judul_produk: line.judul_produk_induk,
          nama_varian: line.nama_varian,
          qty_terjual: qty,
          total_penjualan: total,
        });
      }
    }
  }
  return byTotal([...groups.values()]);
};
