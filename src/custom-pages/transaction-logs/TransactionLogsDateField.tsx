import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { id as indonesian } from 'date-fns/locale/id';
import { calendarValueFromPicker, pickerDateFromValue } from '../../domain/calendarValue';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '../../domain/validation';
import { pickerLocaleText } from '../../components/date/pickerLocaleText';

const MIN_DATE = new Date(DATE_YEAR_MIN, 0, 1);
const MAX_DATE = new Date(DATE_YEAR_MAX, 11, 31);

export interface TransactionLogsDateFieldProps {
  label: string;
  /** The filter's day, `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  error?: string | null;
}

/**
 * A filter's day, typed day first (23/11/2026) with a calendar, in Indonesian whatever the browser's
 * language: the app's date field (components/date) outside a form. The address holds the day; the
 * picker keeps its own date, so the address following a keystroke later never resets the field under
 * the fingers (days it sent itself, `pending`), while any other day in the address (Clear Filters, Back)
 * replaces it. A half-typed date changes nothing; left unfinished, it is read as no date.
 */
export const TransactionLogsDateField = ({ label, value, onChange, error }: TransactionLogsDateFieldProps) => {
  const [shown, setShown] = useState<{ day: string; date: Date | null; pending: readonly string[] }>(() => ({ day: value, date: pickerDateFromValue(value, 'date'), pending: [] }));
  const fromOutside = value !== shown.day && !shown.pending.includes(value);
  if (fromOutside) setShown({ day: value, date: pickerDateFromValue(value, 'date'), pending: [] });
  else if (value === shown.day && shown.pending.length > 0) setShown({ ...shown, pending: [] });
  const pickerValue = fromOutside ? pickerDateFromValue(value, 'date') : shown.date;

  const choose = (day: string, date: Date | null) => {
    setShown((current) => ({ day, date, pending: [...current.pending, current.day, day] }));
    onChange(day);
  };

  const complete = (date: Date) => !Number.isNaN(date.getTime()) && date >= MIN_DATE && date <= MAX_DATE;
  const change = (date: Date | null) => {
    if (date !== null && !complete(date)) {
      setShown((current) => ({ ...current, date }));
      return;
    }
    const day = calendarValueFromPicker(date, 'date') ?? '';
    if (day === shown.day) setShown((current) => ({ ...current, date }));
    else choose(day, date);
  };
  const leave = () => {
    if (pickerValue !== null && !complete(pickerValue) && shown.day !== '') choose('', pickerValue);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={indonesian} localeText={pickerLocaleText}>
      <DatePicker
        label={label}
        value={pickerValue}
        onChange={change}
        format="dd/MM/yyyy"
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        slotProps={{ textField: { size: 'small', variant: 'filled', fullWidth: true, error: Boolean(error), helperText: error ?? undefined, onBlur: leave } }}
      />
    </LocalizationProvider>
  );
};
