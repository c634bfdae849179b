import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The clinic is closed at weekends and on these public holidays.
const holidays = ['2024-05-27', '2024-06-19', '2024-07-04'];

function isClosed(date: Dayjs) {
  const weekday = date.day();
  return weekday === 0 || weekday === 6 || holidays.includes(date.format('YYYY-MM-DD'));
}

export default function DisabledDatesCalendar() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(dayjs('2024-05-28'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="appointment-label">
        <Typography id="appointment-label" variant="subtitle2" component="p">
          Appointment day
        </Typography>
        {/* Bookings open on May 20 and run until the end of July. */}
        <DateCalendar
          value={appointment}
          onChange={(newValue) => setAppointment(newValue)}
          minDate={dayjs('2024-05-20')}
          maxDate={dayjs('2024-07-31')}
          shouldDisableDate={isClosed}
          disableHighlightToday
          sx={{ mx: 0 }}
        />
        <Typography variant="body2" color="text.secondary">
          {appointment
            ? `Appointment on ${appointment.format('dddd, MMMM D')}`
            : 'No appointment booked'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
