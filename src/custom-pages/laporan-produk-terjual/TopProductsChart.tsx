import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMediaQuery, useTheme } from '@mui/material';
import { formatNumber, formatRupiah } from '../../domain/format';
import { formatRupiahShort } from '../../components/report/chartFormat';
import { useChartStyle } from '../../components/report/chartStyle';
import type { SoldProductRow } from './schemas';
import { productLabel } from './rules';
import { laporanProdukTerjualMessages as m } from './messages';

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The given rows as horizontal bars of their total (recharts: loaded with this page only). */
export const TopProductsChart = ({ rows }: { rows: readonly SoldProductRow[] }) => {
  const theme = useTheme();
  const chart = useChartStyle();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const data = rows.map((row) => ({ name: productLabel(row), total: row.total_penjualan, qty: row.qty_terjual }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, data.length * 36 + 40)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, left: 4, bottom: 4 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={chart.grid} />
        <XAxis type="number" tickFormatter={(value: number) => formatRupiahShort(value)} stroke={chart.axisStroke} tick={chart.tick} />
        <YAxis type="category" dataKey="name" width={phone ? 124 : 230} stroke={chart.axisStroke} tick={chart.tick} tickFormatter={(value: string) => shorten(value, phone ? 15 : 34)} />
        <Tooltip
          {...chart.tooltip}
          cursor={chart.barCursor}
          formatter={(value, name, item) =>
            name === 'total' ? [`${formatRupiah(Number(value))} (${formatNumber(Number((item.payload as { qty: number }).qty))} ${m.qty.toLowerCase()})`, m.total] : [String(value), String(name)]
          }
        />
        <Bar dataKey="total" fill={theme.palette.primary.main} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
};
