import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatNumber } from '../../domain/format';
import { notificationsMessages as m } from './messages';
import type { TypeCount } from './rules';

/** The count by type as bars (recharts: loaded lazily with the statistics, never on the boot path). */
const NotificationsTypeChart = ({ counts }: { counts: readonly TypeCount[] }) => {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={[...counts]} margin={{ top: 8, right: 8, left: 24, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} angle={-20} textAnchor="end" height={52} />
        <YAxis allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} tick={{ fontSize: 12 }} width={40} />
        <Tooltip formatter={(value) => [formatNumber(Number(value)), m.stats.count]} />
        <Bar dataKey="count" fill={theme.palette.primary.main} isAnimationActive={false} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
};

export default NotificationsTypeChart;
