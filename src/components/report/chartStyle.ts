import { useTheme } from '@mui/material';

/**
 * The colours of a recharts chart's frame (axis text and lines, grid, tooltip, hover cursor) for the
 * theme in use. recharts draws grey text on a white tooltip whatever the page; in dark mode that white
 * box and its white-inherited label, and a light grey hover band behind pastel bars, would not read.
 * Light mode keeps recharts' own greys.
 */
export const useChartStyle = () => {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const axis = dark ? theme.palette.text.secondary : '#666';
  const text = { color: theme.palette.text.primary };
  return {
    /** For XAxis and YAxis: `stroke={chart.axisStroke} tick={chart.tick}`. */
    axisStroke: axis,
    tick: { fontSize: 12, fill: axis },
    /** For CartesianGrid: `stroke={chart.grid}`. */
    grid: dark ? 'rgba(255, 255, 255, 0.16)' : '#ccc',
    /** For Tooltip: `{...chart.tooltip}` (a bar chart adds `cursor={chart.barCursor}`, a line or area chart `cursor={chart.lineCursor}`). */
    tooltip: {
      contentStyle: {
        backgroundColor: theme.palette.background.paper,
        border: `1px solid ${dark ? 'rgba(255, 255, 255, 0.23)' : '#ccc'}`,
        ...text,
      },
      labelStyle: text,
      itemStyle: text,
    },
    barCursor: { fill: dark ? 'rgba(255, 255, 255, 0.08)' : '#ccc' },
    lineCursor: { stroke: dark ? 'rgba(255, 255, 255, 0.4)' : '#ccc' },
  };
};
