import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  dateRangePickerDayClasses,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const publicHolidays: Record<string, string> = {
  '2025-12-25': 'Christmas Day',
  '2025-12-26': 'Boxing Day',
};

const holidayOf = (day: Dayjs) => publicHolidays[day.format('YYYY-MM-DD')];

// Public holidays get an underline and their name in the accessible label.
function HolidayDay(props: DateRangePickerDayProps) {
  const { day, outsideCurrentMonth } = props;
  const holiday = outsideCurrentMonth ? undefined : holidayOf(day);
  if (!holiday) {
    return <DateRangePickerDay {...props} />;
  }
  return (
    <DateRangePickerDay
      {...props}
      aria-label={`${day.format('D')}, ${holiday}`}
      title={holiday}
      sx={{
        [`& .${dateRangePickerDayClasses.day}`]: {
          fontWeight: 'bold',
          textDecoration: 'underline',
          textDecorationThickness: '2px',
          textUnderlineOffset: '3px',
        },
      }}
    />
  );
}

function countWorkingDays([start, end]: DateRange<Dayjs>): number {
  if (!start || !end) {
    return 0;
  }
  let count = 0;
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    const isWeekend = day.day() === 0 || day.day() === 6;
    if (!isWeekend && !holidayOf(day)) {
      count += 1;
    }
  }
  return count;
}

export default function HolidayRangeCalendar() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-12-22'),
    dayjs('2025-12-31'),
  ]);
  const workingDays = countWorkingDays(leave);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="leave-request-label">
        <Typography id="leave-request-label" variant="subtitle2" component="p">
          Leave request (public holidays are underlined)
        </Typography>
        <DateRangeCalendar
          calendars={1}
          value={leave}
          onChange={(newValue) => setLeave(newValue)}
          slots={{ day: HolidayDay }}
        />
        <Typography variant="body2" color="text.secondary">
          {leave[0] && leave[1]
            ? `${workingDays} working ${workingDays === 1 ? 'day' : 'days'} of leave`
            : 'Choose the last day of leave'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
