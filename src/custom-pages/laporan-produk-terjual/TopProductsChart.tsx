import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis, type LabelProps } from 'recharts';
import { useState } from 'react';
import { useTheme } from '@mui/material';
import { formatNumber, formatRupiah } from '../../domain/format';
import { formatRupiahShort } from '../../components/report/chartFormat';
import { useChartStyle } from '../../components/report/chartStyle';
import type { SoldProductRow } from './schemas';
import { productLabel } from './rules';
import { laporanProdukTerjualMessages as m } from './messages';
import { ChartFrame } from '../../components/chart/ChartFrame';

/** Room per product: its name on one line, then its bar. */
const ROW_HEIGHT = 48;
/** About how many characters of 12 px text fit a pixel width (recharts draws SVG text, which never wraps). */
const charsIn = (width: number) => Math.max(12, Math.floor(width / 6.6));
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The given rows as horizontal bars of their total (recharts: loaded with this page only). Each
 * product's name is written above its bar across the chart's whole width, not in an axis column: a
 * column beside the bars left a phone 15 letters of 'Wastafel American Standard Studio'.
 */
export const TopProductsChart = ({ rows }: { rows: readonly SoldProductRow[] }) => {
  const theme = useTheme();
  const chart = useChartStyle();
  const data = rows.map((row) => ({ name: productLabel(row), total: row.total_penjualan, qty: row.qty_terjual }));
  const [width, setWidth] = useState(0);
  // The chart's width, not the bar's: a short bar still gets its whole name.
  const nameLabel = ({ x, y, value }: LabelProps) => {
    const room = width - Number(x) - 12;
    return (
      <text x={Number(x)} y={Number(y) - 6} fill={theme.palette.text.primary} fontSize={12}>
        <title>{String(value)}</title>
        {shorten(String(value), charsIn(room))}
      </text>
    );
  };
  return (
    <ChartFrame height={Math.max(160, data.length * ROW_HEIGHT + 40)} onResize={(w) => setWidth(w)}>
      <BarChart data={data} layout="vertical" margin={{ top: 20, right: 16, left: 16, bottom: 4 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={chart.grid} />
        <XAxis type="number" tickFormatter={(value: number) => formatRupiahShort(value)} stroke={chart.axisStroke} tick={chart.tick} />
        <YAxis type="category" dataKey="name" hide />
        <Tooltip
          {...chart.tooltip}
          cursor={chart.barCursor}
          formatter={(value, name, item) =>
            name === 'total' ? [`${formatRupiah(Number(value))} (${formatNumber(Number((item.payload as { qty: number }).qty))} ${m.qty.toLowerCase()})`, m.total] : [String(value), String(name)]
          }
        />
        <Bar dataKey="total" fill={theme.palette.primary.main} radius={[0, 3, 3, 0]} barSize={16} isAnimationActive={false}>
          <LabelList dataKey="name" content={nameLabel} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
};
