import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The lodge is open from April 1 to June 30, 2025.
// Guests cannot arrive on a Sunday, and cannot leave on a Monday.
function isClosedFor(day: Dayjs, position: 'start' | 'end') {
  if (position === 'start') {
    return day.day() === 0;
  }
  return day.day() === 1;
}

function describe(error: DateRangeValidationError[number]) {
  switch (error) {
    case 'shouldDisableDate':
      return 'not available';
    case 'minDate':
    case 'maxDate':
      return 'outside the season';
    case 'invalidDate':
      return 'incomplete';
    case 'invalidRange':
      return 'after the departure';
    default:
      return 'OK';
  }
}

export default function DateRangeValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateRangePicker
          label="Lodge stay"
          defaultValue={[dayjs('2025-04-12'), dayjs('2025-04-14')]}
          minDate={dayjs('2025-04-01')}
          maxDate={dayjs('2025-06-30')}
          shouldDisableDate={isClosedFor}
          onError={(newError) => setError(newError)}
        />
        <Typography variant="body2" color={error[0] || error[1] ? 'error' : 'text.secondary'}>
          Arrival: {describe(error[0])} · Departure: {describe(error[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
