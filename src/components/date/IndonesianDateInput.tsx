import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { CalendarInput, type CalendarInputProps, type PickerProps } from './CalendarInput';

const renderDatePicker = (props: PickerProps) => <DatePicker {...props} />;

/** A calendar day stored as `YYYY-MM-DD` (null when empty), typed and shown as 10/12/2026. */
export const IndonesianDateInput = (props: CalendarInputProps) => <CalendarInput {...props} kind="date" picker={renderDatePicker} />;
