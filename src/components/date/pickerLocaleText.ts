import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

/**
 * MUI X ships no Indonesian texts for its pickers, so they are written here, in the back office's
 * voice. Kept beside the date inputs (not in the kernel's messages) so they load only with the forms
 * that use a date. Placeholders follow Indonesian forms: HH/BB/TTTT (hari, bulan, tahun) and jj.mm.
 */
export const pickerLocaleText: Partial<PickersLocaleText> = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  openPreviousView: 'Tampilan sebelumnya',
  openNextView: 'Tampilan berikutnya',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'tampilan tahun terbuka, beralih ke tampilan kalender' : 'tampilan kalender terbuka, beralih ke tampilan tahun',
  start: 'Mulai',
  end: 'Selesai',
  startDate: 'Tanggal mulai',
  startTime: 'Jam mulai',
  endDate: 'Tanggal selesai',
  endTime: 'Jam selesai',
  cancelButtonLabel: 'Batal',
  clearButtonLabel: 'Kosongkan',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Hari ini',
  nextStepButtonLabel: 'Berikutnya',
  datePickerToolbarTitle: 'Pilih tanggal',
  dateTimePickerToolbarTitle: 'Pilih tanggal & jam',
  timePickerToolbarTitle: 'Pilih jam',
  dateRangePickerToolbarTitle: 'Pilih rentang tanggal',
  timeRangePickerToolbarTitle: 'Pilih rentang jam',
  clockLabelText: (view, formattedTime) =>
    `Pilih ${timeViewName[view]}. ${formattedTime ? `Jam terpilih ${formattedTime}` : 'Belum ada jam terpilih'}`,
  hoursClockNumberText: (hours) => `${hours} jam`,
  minutesClockNumberText: (minutes) => `${minutes} menit`,
  secondsClockNumberText: (seconds) => `${seconds} detik`,
  selectViewText: (view) => `Pilih ${timeViewName[view]}`,
  calendarWeekNumberHeaderLabel: 'Minggu ke',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `Minggu ke-${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) => (formattedDate ? `Pilih tanggal, tanggal terpilih ${formattedDate}` : 'Pilih tanggal'),
  openTimePickerDialogue: (formattedTime) => (formattedTime ? `Pilih jam, jam terpilih ${formattedTime}` : 'Pilih jam'),
  openRangePickerDialogue: (formattedRange) => (formattedRange ? `Pilih rentang, rentang terpilih ${formattedRange}` : 'Pilih rentang'),
  fieldClearLabel: 'Kosongkan',
  timeTableLabel: 'pilih jam',
  dateTableLabel: 'pilih tanggal',
  fieldYearPlaceholder: (params) => 'T'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'BBBB' : 'BB'),
  fieldDayPlaceholder: () => 'HH',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'HHHH' : 'HH'),
  fieldHoursPlaceholder: () => 'jj',
  fieldMinutesPlaceholder: () => 'mm',
  fieldSecondsPlaceholder: () => 'dd',
  fieldMeridiemPlaceholder: () => 'aa',
  year: 'Tahun',
  month: 'Bulan',
  day: 'Hari',
  weekDay: 'Hari dalam minggu',
  hours: 'Jam',
  minutes: 'Menit',
  seconds: 'Detik',
  meridiem: 'Meridiem',
  empty: 'Kosong',
};

const timeViewName: Record<string, string> = { hours: 'jam', minutes: 'menit', seconds: 'detik', meridiem: 'meridiem' };
