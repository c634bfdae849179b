import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Vaccination appointments can be booked between March 3 and April 30, 2025, on weekdays.
const firstDay = dayjs('2025-03-03');
const lastDay = dayjs('2025-04-30');

const messages = {
  invalidDate: 'This date does not exist.',
  minDate: 'Bookings open on March 3, 2025.',
  maxDate: 'Bookings close on April 30, 2025.',
  shouldDisableDate: 'The center is closed on weekends.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
  disablePast: 'Pick a date in the future.',
  disableFuture: 'Pick a date in the past.',
};

export default function CustomErrorMessage() {
  const [error, setError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        defaultValue={dayjs('2025-03-17')}
        minDate={firstDay}
        maxDate={lastDay}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        onError={(newError) => setError(newError)}
        sx={{ maxWidth: 320 }}
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'A weekday between March 3 and April 30',
          },
        }}
      />
    </LocalizationProvider>
  );
}
