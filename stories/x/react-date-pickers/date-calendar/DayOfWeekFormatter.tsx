import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// "Mo", "Tu", "We"… instead of the default single letters, which repeat (T, T and S, S).
const twoLetterWeekday = (day: Dayjs) => day.format('dd');

export default function DayOfWeekFormatter() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="class-day-label">
        <Typography id="class-day-label" variant="subtitle2" component="p">
          First class
        </Typography>
        <DateCalendar
          defaultValue={dayjs('2024-09-03')}
          dayOfWeekFormatter={twoLetterWeekday}
          sx={{ mx: 0 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
