import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { ResponsiveContainer } from 'recharts';
import { AfterFirstPaint } from '../AfterFirstPaint';

/**
 * Where a chart goes: the page's width and the chart's height, the chart drawn once the frame that holds
 * the page's figures has painted. A recharts chart is a few hundred components and sets state while it
 * commits (its surface keeps its tooltip and legend elements), which made the whole screen wait for its
 * effects; in its place until then, an empty box of its height, so nothing below moves.
 */
export const ChartFrame = ({ height, onResize, children }: { height: number; onResize?: (width: number, height: number) => void; children: ReactElement }) => (
  <AfterFirstPaint fallback={<Box sx={{ height }} data-testid="chart-place" />}>
    <ResponsiveContainer width="100%" height={height} onResize={onResize}>
      {children}
    </ResponsiveContainer>
  </AfterFirstPaint>
);
