import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { formatRupiah } from '../../domain/format';
import { laporanPenjualanWebMessages } from '../laporan-penjualan-web/public';
import { formatRupiahShort } from '../../components/report/chartFormat';
import { useChartStyle } from '../../components/report/chartStyle';
import { useIsPhone } from '../../components/useIsPhone';
import { salesAxisTicks, type MonthSales } from './rules';
import { ChartFrame } from '../../components/chart/ChartFrame';

/** The last 12 months' sales as an area chart (recharts: loaded lazily, never on the boot path). */
export const SalesTrendChart = ({ months }: { months: readonly MonthSales[] }) => {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const chart = useChartStyle();
  const phone = useIsPhone();
  return (
    <ChartFrame height={240}>
      <AreaChart data={[...months]} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chart.grid} />
        {/* Every label given is drawn (interval 0); a wider screen slants its twelve so they never collide in a narrow card. */}
        <XAxis
          dataKey="label"
          stroke={chart.axisStroke}
          ticks={salesAxisTicks(months, phone)}
          interval={0}
          {...(phone ? { tick: chart.tick } : { tick: { ...chart.tick, fontSize: 11 }, angle: -35, textAnchor: 'end', height: 48 })}
        />
        <YAxis tickFormatter={(value: number) => formatRupiahShort(value)} stroke={chart.axisStroke} tick={chart.tick} width={76} />
        <Tooltip {...chart.tooltip} cursor={chart.lineCursor} formatter={(value) => [formatRupiah(Number(value)), laporanPenjualanWebMessages.salesTotal]} />
        <Area type="monotone" dataKey="total_penjualan" stroke={color} fill={color} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
      </AreaChart>
    </ChartFrame>
  );
};
