import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { id as indonesian } from 'date-fns/locale/id';
import { calendarValueFromPicker, pickerDateFromValue } from '../../domain/calendarValue';
import { REPORT_FILTERS, type ReportFilter, type ReportPeriod } from '../../domain/reportPeriod';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '../../domain/validation';
import { reportPeriodMessages as m } from '../../i18n/messages/reportPeriod';
import { pickerLocaleText } from '../date/pickerLocaleText';

const FILTER_LABELS: Record<ReportFilter, string> = { HARIAN: m.daily, BULANAN: m.monthly, TAHUNAN: m.yearly };
const MIN_DATE = new Date(DATE_YEAR_MIN, 0, 1);
const MAX_DATE = new Date(DATE_YEAR_MAX, 11, 31);

export interface ReportPeriodFilterProps {
  period: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
  /** The years the pickers list (`reportYears`): the current year and the 9 before it. */
  years: readonly number[];
  /** The spec's message when the period cannot be asked for ('Tanggal wajib diisi untuk filter harian.'). */
  error?: string | null;
}

/**
 * The reports' period filter (catalogue spec §2, Reports): HARIAN with a date (typed day first, 23/11/2026,
 * with a calendar), BULANAN with a month and a year, TAHUNAN with a year. Selects and the date field are
 * keyboard fields; on a phone they stack.
 */
export const ReportPeriodFilter = ({ period, onChange, years, error }: ReportPeriodFilterProps) => {
  // The picker keeps its own date: the address follows a moment later (a navigation), and may still
  // hold an earlier keystroke's date while the next one is typed. Those dates (`pending`) never reset the
  // field under the fingers; any other date in the address (a link, the back button) replaces it.
  const [shown, setShown] = useState<{ tanggal: string | null; date: Date | null; pending: ReadonlyArray<string | null> }>(() => ({
    tanggal: period.tanggal,
    date: pickerDateFromValue(period.tanggal, 'date'),
    pending: [],
  }));
  const fromOutside = period.tanggal !== shown.tanggal && !shown.pending.includes(period.tanggal);
  if (fromOutside) setShown({ tanggal: period.tanggal, date: pickerDateFromValue(period.tanggal, 'date'), pending: [] });
  else if (period.tanggal === shown.tanggal && shown.pending.length > 0) setShown({ ...shown, pending: [] });
  const pickerValue = fromOutside ? pickerDateFromValue(period.tanggal, 'date') : shown.date;

  const choose = (tanggal: string | null, date: Date | null) => {
    setShown((current) => ({ tanggal, date, pending: [...current.pending, current.tanggal, tanggal] }));
    onChange({ ...period, tanggal });
  };

  // A date still being typed (year 0002 on the way to 2026) changes nothing; left unfinished, it is
  // read as no date when the field is left.
  const complete = (date: Date) => !Number.isNaN(date.getTime()) && date >= MIN_DATE && date <= MAX_DATE;
  const changeDate = (date: Date | null) => {
    if (date !== null && !complete(date)) {
      setShown((current) => ({ ...current, date }));
      return;
    }
    const tanggal = calendarValueFromPicker(date, 'date');
    if (tanggal === shown.tanggal) setShown((current) => ({ ...current, date }));
    else choose(tanggal, date);
  };
  const leaveDate = () => {
    if (pickerValue !== null && !complete(pickerValue) && shown.tanggal !== null) choose(null, pickerValue);
  };

  const yearOptions = years.includes(period.tahun) ? years : [period.tahun, ...years];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="report-period-filter">
      <TextField
        select
        size="small"
        label={m.filter}
        value={period.filter}
        onChange={(event) => onChange({ ...period, filter: event.target.value as ReportFilter })}
        sx={{ width: { xs: '100%', sm: 160 } }}
        slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
      >
        {REPORT_FILTERS.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {FILTER_LABELS[filter]}
          </MenuItem>
        ))}
      </TextField>
      {period.filter === 'HARIAN' && (
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={indonesian} localeText={pickerLocaleText}>
          <DatePicker
            label={m.date}
            value={pickerValue}
            onChange={changeDate}
            format="dd/MM/yyyy"
            minDate={MIN_DATE}
            maxDate={MAX_DATE}
            slotProps={{ textField: { size: 'small', error: Boolean(error), helperText: error ?? undefined, onBlur: leaveDate, sx: { width: { xs: '100%', sm: 200 } } } }}
          />
        </LocalizationProvider>
      )}
      {period.filter === 'BULANAN' && (
        <TextField
          select
          size="small"
          label={m.month}
          value={period.bulan}
          onChange={(event) => onChange({ ...period, bulan: Number(event.target.value) })}
          sx={{ width: { xs: '100%', sm: 180 } }}
        >
          {m.months.map((name, index) => (
            <MenuItem key={name} value={index + 1}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {period.filter !== 'HARIAN' && (
        <TextField
          select
          size="small"
          label={m.year}
          value={period.tahun}
          onChange={(event) => onChange({ ...period, tahun: Number(event.target.value) })}
          sx={{ width: { xs: '100%', sm: 130 } }}
        >
          {yearOptions.map((year) => (
            <MenuItem key={year} value={year}>
              {year}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
};
