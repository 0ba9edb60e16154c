import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatNumber, formatRupiah } from '../../domain/format';
import { formatRupiahShort } from '../../components/report/chartFormat';
import { useChartStyle } from '../../components/report/chartStyle';
import type { SalesBreakdown } from './schemas';
import { laporanPenjualanWebMessages as m } from './messages';
import { ChartFrame } from '../../components/chart/ChartFrame';

/** Total sales per hour, day or month of the period (recharts: loaded with this page only). */
export const SalesChart = ({ rows, height = 300 }: { rows: readonly SalesBreakdown[]; height?: number }) => {
  const theme = useTheme();
  const chart = useChartStyle();
  return (
    <ChartFrame height={height}>
      <BarChart data={[...rows]} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
        <XAxis dataKey="label" stroke={chart.axisStroke} tick={chart.tick} interval="preserveStartEnd" minTickGap={8} />
        <YAxis tickFormatter={(value: number) => formatRupiahShort(value)} stroke={chart.axisStroke} tick={chart.tick} width={76} />
        <Tooltip
          {...chart.tooltip}
          cursor={chart.barCursor}
          formatter={(value, name) => (name === 'total_penjualan' ? [formatRupiah(Number(value)), m.salesTotal] : [formatNumber(Number(value)), m.orderCount])}
          labelFormatter={(label, payload) => String(payload?.[0]?.payload?.periode ?? label)}
        />
        <Bar dataKey="total_penjualan" fill={theme.palette.primary.main} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
};
