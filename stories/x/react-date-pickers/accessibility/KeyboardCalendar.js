import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function KeyboardCalendar() {
  const [checkIn, setCheckIn] = React.useState(dayjs('2025-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={checkIn}
          onChange={(newValue) => setCheckIn(newValue)}
          // The hotel takes no arrivals on Mondays: the arrow keys never stop on a disabled day.
          shouldDisableDate={(date) => date.day() === 1}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {checkIn ? `Check-in on ${checkIn.format('dddd, MMMM D, YYYY')}` : 'No check-in date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
