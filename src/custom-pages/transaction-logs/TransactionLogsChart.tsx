import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatDate, formatRupiah } from '../../domain/format';
import { formatRupiahShort } from '../../components/report/chartFormat';
import { useChartStyle } from '../../components/report/chartStyle';
import { transactionLogsMessages as m } from './messages';
import type { DailyFlow } from './rules';
import { ChartFrame } from '../../components/chart/ChartFrame';

/** Money in (green) and out (red) per day of the filtered rows (recharts: loaded with this page only). */
export const TransactionLogsChart = ({ days }: { days: readonly DailyFlow[] }) => {
  const theme = useTheme();
  const chart = useChartStyle();
  return (
    <ChartFrame height={240}>
      <BarChart data={[...days]} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
        <XAxis dataKey="label" stroke={chart.axisStroke} tick={chart.tick} interval="preserveStartEnd" minTickGap={8} />
        <YAxis tickFormatter={(value: number) => formatRupiahShort(value)} stroke={chart.axisStroke} tick={chart.tick} width={76} />
        <Tooltip
          {...chart.tooltip}
          cursor={chart.barCursor}
          labelFormatter={(_label, payload) => formatDate(`${(payload[0]?.payload as DailyFlow | undefined)?.day ?? ''}T12:00:00+07:00`)}
          formatter={(value, name) => [formatRupiah(Number(value)), name]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="masuk" name={m.chart.masuk} fill={theme.palette.success.main} isAnimationActive={false} />
        <Bar dataKey="keluar" name={m.chart.keluar} fill={theme.palette.error.main} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
};
