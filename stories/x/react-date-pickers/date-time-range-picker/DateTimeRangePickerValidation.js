import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

// The change freeze ends on Monday, May 5, 2025 at 10:00 PM, and the next release ships
// on Thursday, May 15 at 6:00 AM.
// Maintenance runs at night, from 10:00 PM to 6:00 AM, and never on a Friday.
const freezeEnds = dayjs('2025-05-05T22:00');
const releaseDay = dayjs('2025-05-15T06:00');
const isFriday = (day) => day.day() === 5;
const isDaytimeHour = (value, view) => view === 'hours' && value.hour() >= 6 && value.hour() < 22;

function errorMessage([startError, endError]) {
  switch (startError ?? endError) {
    case 'minDate':
    case 'minTime':
      return 'Not before the freeze ends, May 5 at 10:00 PM';
    case 'maxDate':
    case 'maxTime':
      return 'Not after the release, May 15 at 6:00 AM';
    case 'shouldDisableDate':
      return 'No maintenance on Fridays';
    case 'shouldDisableTime-hours':
      return 'Maintenance runs from 10:00 PM to 6:00 AM';
    case 'invalidRange':
      return 'The window must end after it starts';
    case null:
      return 'Nights from May 5 to May 15, except Fridays';
    default:
      return 'Enter a valid date and time';
  }
}

export default function DateTimeRangePickerValidation() {
  const [error, setError] = React.useState([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 420 }}>
        <DateTimeRangePicker
          label="Maintenance window"
          defaultValue={[dayjs('2025-05-06T23:00'), dayjs('2025-05-07T03:00')]}
          minDateTime={freezeEnds}
          maxDateTime={releaseDay}
          shouldDisableDate={isFriday}
          shouldDisableTime={isDaytimeHour}
          onError={(newError) => setError(newError)}
          slotProps={{ textField: { helperText: errorMessage(error) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
