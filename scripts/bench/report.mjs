// The tables of `npm run bench`: each screen's medians and its ratios to its build's yardstick.
import { median } from '../lib/browser.mjs';

export const BUDGET = 1.15;
export const LOGIN_BUDGET = 1.0;

const ms = (value) => (value === null || value === undefined || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const ratio = (value, base) => (value === null || !base ? '—' : `${(value / base).toFixed(2)}x`);
const medianOf = (runs, field) => {
  const values = runs.map((run) => run[field]);
  return values.length && values.every((value) => value !== null) ? median(values) : null;
};

/**
 * One table: `yardstick` is the screen every ratio is to; `rows` the screens after it, each
 * `{ screen, runs, failed, budget }` (budget null: shown for reference, not judged). Returns the judged
 * rows' verdicts.
 */
export const printTable = ({ title, yardstick, rows }) => {
  const base = {
    ms: medianOf(yardstick.runs, 'ms'),
    lcp: medianOf(yardstick.runs, 'lcp'),
    cpu: medianOf(yardstick.runs, 'cpu'),
  };
  const verdicts = [];
  const lines = [{ ...yardstick, budget: null }, ...rows].map(({ screen, runs, failed, budget }) => {
    if (failed || !runs.length) {
      if (budget !== null) verdicts.push({ screen, ok: false, lcpOk: false });
      return [screen.label, 'NO DATA', '', '', budget === null ? '—' : `${budget.toFixed(2)}x`, 'FAIL'];
    }
    const times = runs.map((run) => run.ms);
    const med = median(times);
    const lcp = medianOf(runs, 'lcp');
    const cpu = medianOf(runs, 'cpu');
    const requestTimes = runs.map((run) => run.requestAt).filter((t) => t !== null);
    const ok = budget === null ? null : med / base.ms <= budget;
    if (budget !== null) verdicts.push({ screen, ok, lcpOk: lcp !== null && base.lcp !== null && lcp / base.lcp <= BUDGET });
    return [
      screen.label,
      ms(med),
      `${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))}`,
      ratio(med, base.ms),
      budget === null ? '—' : `${budget.toFixed(2)}x`,
      ok === null ? '' : ok ? 'ok' : 'OVER',
      ms(lcp),
      ratio(lcp, base.lcp),
      cpu === null ? '—' : `${ms(cpu)} (${ratio(cpu, base.cpu)})`,
      requestTimes.length ? ms(median(requestTimes)) : '—',
      ms(median(runs.map((run) => run.scriptsAt))),
      String(median(runs.map((run) => run.scripts))),
    ];
  });
  const header = ['screen', 'median', 'min–max', 'ratio', 'budget', '', 'LCP', 'LCP ratio', 'browser CPU', 'API req at', 'last script', 'JS files'];
  const widths = header.map((name, i) => Math.max(name.length, ...lines.map((cells) => (cells[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((cell = '', i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  lines.forEach((cells) => console.log(line(cells)));
  return verdicts;
};
