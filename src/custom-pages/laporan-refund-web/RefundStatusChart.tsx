import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatNumber, formatRupiah } from '../../domain/format';
import { formatRupiahShort } from '../../components/report/chartFormat';
import { useChartStyle } from '../../components/report/chartStyle';
import { REFUND_YELLOW, refundStatusColor, type RefundStatusTotal } from './rules';
import { laporanRefundWebMessages as m } from './messages';
import { ChartFrame } from '../../components/chart/ChartFrame';

/** Rupiah refunded per status, in the status's colour (recharts: loaded with this page only). */
export const RefundStatusChart = ({ totals }: { totals: readonly RefundStatusTotal[] }) => {
  const theme = useTheme();
  const chart = useChartStyle();
  const fill = (status: string) => {
    const color = refundStatusColor(status);
    if (color === 'warning') return REFUND_YELLOW.fill;
    return color === 'default' ? theme.palette.grey[500] : theme.palette[color].main;
  };
  return (
    <ChartFrame height={200}>
      <BarChart data={[...totals]} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
        <XAxis dataKey="status" stroke={chart.axisStroke} tick={chart.tick} />
        <YAxis tickFormatter={(value: number) => formatRupiahShort(value)} stroke={chart.axisStroke} tick={chart.tick} width={76} />
        <Tooltip
          {...chart.tooltip}
          cursor={chart.barCursor}
          formatter={(value, _name, item) => [`${formatRupiah(Number(value))} (${formatNumber((item.payload as RefundStatusTotal).count)})`, m.refundTotal]}
        />
        <Bar dataKey="total" radius={[3, 3, 0, 0]} isAnimationActive={false}>
          {totals.map((entry) => (
            <Cell key={entry.status} fill={fill(entry.status)} />
          ))}
        </Bar>
      </BarChart>
    </ChartFrame>
  );
};
