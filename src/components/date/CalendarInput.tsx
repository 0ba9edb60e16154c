import { useRef, useState, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import { useInput, type CommonInputProps } from 'react-admin';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { id as indonesian } from 'date-fns/locale/id';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '../../domain/validation';
import { calendarValueFromPicker, pickerDateFromValue, pickerDateOfJakartaNow, UNREADABLE_DATE, type CalendarValueKind } from '../../domain/calendarValue';
import { pickerLocaleText } from './pickerLocaleText';
import { inputDecorations } from '../inputDecorations';

export type CalendarInputProps = Omit<CommonInputProps, 'format' | 'parse'> & {
  /** Turns a stored string into the input's own (`YYYY-MM-DD`), e.g. a timestamp into its Jakarta day. */
  format?: (value: string) => string;
};

// The calendars open on the years a shop date may fall in; typed years outside are refused by the
// form's own validator (domain/validation), in Indonesian, never by the picker.
const MIN_DATE = new Date(DATE_YEAR_MIN, 0, 1);
const MAX_DATE = new Date(DATE_YEAR_MAX, 11, 31);

const PICKER_FORMAT: Record<CalendarValueKind, string> = { date: 'dd/MM/yyyy', dateTime: 'dd/MM/yyyy HH.mm' };

/**
 * A react-admin input on MUI X's picker with date-fns' Indonesian locale, so the field reads
 * HH/BB/TTTT and the calendar "Desember 2026" whatever the browser's language (a native date input
 * follows the browser). The form holds the spec's plain strings; a half-typed or impossible date is
 * held as a value every date rule refuses ("... bukan tanggal yang valid."), while the field keeps
 * what was typed.
 */
/** What the input hands to MUI X's DatePicker or DateTimePicker. */
export interface PickerProps {
  value: Date | null;
  onChange: (date: Date | null) => void;
  format: string;
  minDate: Date;
  maxDate: Date;
  /** Where an empty calendar opens: the shop's (Jakarta) today. */
  referenceDate: Date;
  disabled?: boolean;
  readOnly?: boolean;
  label: ReactNode;
  className: string;
  slotProps: {
    textField: {
      id: string;
      name: string;
      inputRef: (element: HTMLInputElement | null) => void;
      onBlur: (event: FocusEvent) => void;
      error: boolean;
      fullWidth?: boolean;
      margin: 'dense' | 'normal' | 'none';
      variant: 'filled' | 'outlined' | 'standard';
      size: 'small';
      helperText: ReactNode;
    };
  };
}

export const CalendarInput = ({
  kind,
  picker: renderPicker,
  source,
  label,
  helperText,
  validate,
  defaultValue = null,
  resource,
  disabled,
  readOnly,
  fullWidth,
  margin = 'dense',
  variant = 'filled',
  format,
  onChange,
  onBlur,
}: CalendarInputProps & {
  kind: CalendarValueKind;
  /** Renders DatePicker or DateTimePicker, imported by the caller so a date-only form never loads the clock. */
  picker: (props: PickerProps) => ReactElement;
}) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({
    source,
    validate,
    defaultValue,
    resource,
    disabled,
    readOnly,
    // What the picker could not read is kept as it is, never formatted into an empty field.
    format: format && ((value: unknown) => (typeof value === 'string' && value !== UNREADABLE_DATE ? format(value) : value)),
    onChange,
    onBlur,
  });
  const decorations = inputDecorations({ label, helperText, source, resource, isRequired, invalid, error });
  // The picker's own date while the form holds what it made of it: an invalid Date stays a half-typed
  // field instead of being cleared by a re-render.
  const [shown, setShown] = useState<{ stored: unknown; date: Date | null }>({ stored: undefined, date: null });
  const [referenceDate] = useState(() => pickerDateOfJakartaNow(new Date()));
  const value = shown.stored === field.value ? shown.date : pickerDateFromValue(field.value, kind);

  const handleChange = (date: Date | null) => {
    const stored = calendarValueFromPicker(date, kind);
    setShown({ stored, date });
    field.onChange(stored);
  };

  // The picker's hidden input holds the field's text ("05/12/TTTT" while half typed).
  const textInput = useRef<HTMLInputElement | null>(null);
  const handleBlur = () => {
    // A half-typed date from an empty field reaches no onChange: the picker waits for every part. Left
    // like that, it is refused as unreadable, not as missing.
    if ((field.value === null || field.value === '' || field.value === undefined) && /\d/.test(textInput.current?.value ?? '')) {
      setShown({ stored: UNREADABLE_DATE, date: null });
      field.onChange(UNREADABLE_DATE);
    }
    field.onBlur();
  };
  const registerInput = (element: HTMLInputElement | null) => {
    textInput.current = element;
    // The hidden input cannot take focus; a refused date focuses the field's first part instead.
    field.ref(element && { focus: () => element.parentElement?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={indonesian} localeText={pickerLocaleText}>
      {renderPicker({
        value,
        onChange: handleChange,
        format: PICKER_FORMAT[kind],
        minDate: MIN_DATE,
        maxDate: MAX_DATE,
        referenceDate,
        disabled,
        readOnly,
        label: decorations.label,
        className: `ra-input ra-input-${source}`,
        slotProps: {
          textField: {
            id,
            name: field.name,
            inputRef: registerInput,
            onBlur: handleBlur,
            error: invalid,
            fullWidth,
            margin,
            variant,
            size: 'small',
            helperText: decorations.helperText,
          },
        },
      })}
    </LocalizationProvider>
  );
};
