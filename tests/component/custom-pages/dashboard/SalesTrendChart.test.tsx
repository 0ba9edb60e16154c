// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTheme, ThemeProvider } from '@mui/material';
import { SalesTrendChart } from '@/custom-pages/dashboard/SalesTrendChart';
import { lightTheme } from '@/layout/theme';
import { lastTwelveMonths } from '@/custom-pages/dashboard/rules';

const WIDTH = 560;
const HEIGHT = 240;

// jsdom lays nothing out: the chart's container is given a size, and told of it as a browser would.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: WIDTH, height: HEIGHT, top: 0, left: 0, right: WIDTH, bottom: HEIGHT, x: 0, y: 0, toJSON: () => ({}) });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, contentRect: { width: WIDTH, height: HEIGHT } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterEach(cleanup);

const setWidth = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, onchange: null, dispatchEvent: () => false }));

// November 2026 (Jakarta): the twelve months from Des 25 to Nov 26, with sales in each.
const months = lastTwelveMonths(new Date('2026-11-20T05:00:00.000Z'), (year) => ({
  rincian: Array.from({ length: 12 }, (_, i) => ({ periode: `${year}-${String(i + 1).padStart(2, '0')}`, jumlah_order: 3 + i, total_penjualan: 1_000_000 * (i + 1) })),
}));

const renderChart = () =>
  render(
    <ThemeProvider theme={createTheme(lightTheme)}>
      <SalesTrendChart months={months} />
    </ThemeProvider>,
  );

/** The x axis's labels as drawn (recharts breaks a label into a line per word where it cannot measure text). */
const axisLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('.recharts-cartesian-axis-tick-label text')]
    .map((text) => [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' '))
    .filter((label) => !label.startsWith('Rp'));

describe('SalesTrendChart: the month labels', () => {
  it('names every month on a wider screen, Okt 26 included', async () => {
    setWidth(false);
    const { container } = renderChart();
    await waitFor(() => expect(axisLabels(container)).toContain('Nov 26'));
    expect(axisLabels(container)).toEqual(months.map((month) => month.label));
    expect(axisLabels(container)).toContain('Okt 26');
  });

  it('names every other month on a phone, ending with this month', async () => {
    setWidth(true);
    const { container } = renderChart();
    await waitFor(() => expect(axisLabels(container)).toContain('Nov 26'));
    expect(axisLabels(container)).toEqual(['Jan 26', 'Mar 26', 'Mei 26', 'Jul 26', 'Sep 26', 'Nov 26']);
  });
});
