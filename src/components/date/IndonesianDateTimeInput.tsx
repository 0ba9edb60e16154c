import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { CalendarInput, type CalendarInputProps, type PickerProps } from './CalendarInput';

// 24-hour clock, as Indonesian times are written (14.30).
const renderDateTimePicker = (props: PickerProps) => <DateTimePicker {...props} ampm={false} />;

/** A moment stored as a Jakarta wall-clock `YYYY-MM-DDTHH:mm` (null when empty), shown as 10/12/2026 14.30. */
export const IndonesianDateTimeInput = (props: CalendarInputProps) => <CalendarInput {...props} kind="dateTime" picker={renderDateTimePicker} />;
