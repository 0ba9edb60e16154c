import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatRupiah } from '../../domain/format';
import { laporanPenjualanWebMessages } from '../laporan-penjualan-web/messages';
import { formatRupiahShort } from '../../components/report/chartFormat';
import { useChartStyle } from '../../components/report/chartStyle';
import type { MonthSales } from './rules';

/** The last 12 months' sales as an area chart (recharts: loaded lazily, never on the boot path). */
export const SalesTrendChart = ({ months }: { months: readonly MonthSales[] }) => {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const chart = useChartStyle();
  return (
    <ResponsiveContainer width="100%" height={240}>
      <AreaChart data={[...months]} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
        <XAxis dataKey="label" stroke={chart.axisStroke} tick={chart.tick} interval="preserveStartEnd" minTickGap={4} />
        <YAxis tickFormatter={(value: number) => formatRupiahShort(value)} stroke={chart.axisStroke} tick={chart.tick} width={76} />
        <Tooltip {...chart.tooltip} cursor={chart.lineCursor} formatter={(value) => [formatRupiah(Number(value)), laporanPenjualanWebMessages.salesTotal]} />
        <Area type="monotone" dataKey="total_penjualan" stroke={color} fill={color} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
};
