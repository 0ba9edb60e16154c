import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatNumber } from '../../domain/format';
import { notificationsMessages as m } from './messages';
import type { TypeCount } from './rules';
import { useChartStyle } from '../../components/report/chartStyle';
import { ChartFrame } from '../../components/chart/ChartFrame';

/** The count by type as bars (recharts: loaded lazily with the statistics, never on the boot path). */
const NotificationsTypeChart = ({ counts }: { counts: readonly TypeCount[] }) => {
  const theme = useTheme();
  const chart = useChartStyle();
  return (
    <ChartFrame height={260}>
      <BarChart data={[...counts]} margin={{ top: 8, right: 8, left: 24, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
        <XAxis dataKey="label" stroke={chart.axisStroke} tick={chart.tick} interval={0} angle={-20} textAnchor="end" height={52} />
        <YAxis allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} stroke={chart.axisStroke} tick={chart.tick} width={40} />
        <Tooltip {...chart.tooltip} cursor={chart.barCursor} formatter={(value) => [formatNumber(Number(value)), m.stats.count]} />
        <Bar dataKey="count" fill={theme.palette.primary.main} isAnimationActive={false} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartFrame>
  );
};

export default NotificationsTypeChart;
