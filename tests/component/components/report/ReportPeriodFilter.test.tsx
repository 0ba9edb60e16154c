// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportPeriodFilter } from '@/components/report/ReportPeriodFilter';
import { useReportPeriod } from '@/components/report/useReportPeriod';
import { renderWithAdmin } from '../../renderWithAdmin';
import { typeDate } from '../../typeDate';

afterEach(cleanup);

/** The filter on the address, with the query it would send. */
const Harness = () => {
  const { period, setPeriod, years, error, query } = useReportPeriod();
  return (
    <>
      <ReportPeriodFilter period={period} onChange={setPeriod} years={years} error={error} />
      <output data-testid="query">{JSON.stringify(query)}</output>
    </>
  );
};

const setup = (initialPath: string) => {
  const user = userEvent.setup();
  let search = '';
  const view = renderWithAdmin(<Harness />, { initialPath, onLocation: (location) => (search = location.search) });
  return { ...view, user, search: () => search };
};

const query = () => JSON.parse(screen.getByTestId('query').textContent ?? 'null') as unknown;

describe('ReportPeriodFilter', () => {
  it('starts HARIAN with a date, and a typed date goes to the address and the query', async () => {
    const { user, search } = setup('/laporan?filter=HARIAN&tanggal=2026-11-23');
    expect(query()).toEqual({ filter: 'HARIAN', tanggal: '2026-11-23' });
    await typeDate(user, 'Tanggal', '2026-02-10');
    expect(query()).toEqual({ filter: 'HARIAN', tanggal: '2026-02-10' });
    expect(search()).toBe('?filter=HARIAN&tanggal=2026-02-10');
  });

  it("says 'Tanggal wajib diisi untuk filter harian.' and sends nothing when the date is missing", () => {
    setup('/laporan?filter=HARIAN');
    expect(screen.getByText('Tanggal wajib diisi untuk filter harian.')).toBeInTheDocument();
    expect(query()).toBeNull();
  });

  it('BULANAN shows a month and a year; the year lists this year and the 9 before it', async () => {
    const { user, search } = setup('/laporan?periode=bulan-ini');
    expect(screen.getByRole('combobox', { name: 'Bulan' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Tahun' }));
    const years = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => Number(o.textContent));
    const thisYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()));
    expect(years).toEqual(Array.from({ length: 10 }, (_, i) => thisYear - i));
    await user.click(screen.getByRole('option', { name: String(thisYear - 2) }));
    expect(query()).toMatchObject({ filter: 'BULANAN', tahun: thisYear - 2 });
    expect(search()).toContain(`tahun=${thisYear - 2}`);
  });

  it('TAHUNAN keeps only a year, chosen with the keyboard', async () => {
    const { user } = setup('/laporan?filter=TAHUNAN&tahun=2025');
    expect(screen.queryByRole('combobox', { name: 'Bulan' })).not.toBeInTheDocument();
    expect(query()).toEqual({ filter: 'TAHUNAN', tahun: 2025 });
    screen.getByRole('combobox', { name: 'Filter' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: 'Bulanan' }));
    expect(query()).toMatchObject({ filter: 'BULANAN', tahun: 2025 });
  });
});
