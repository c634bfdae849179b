import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

// Stands can be set up from Monday, September 22, 2025 at 7:00 AM
// and must be cleared by Friday, September 26 at 8:00 PM.
const setupOpens = dayjs('2025-09-22T07:00');
const hallCloses = dayjs('2025-09-26T20:00');

function errorMessage([startError, endError]) {
  switch (startError ?? endError) {
    case 'minDate':
    case 'minTime':
      return 'The hall opens on Sep 22 at 7:00 AM';
    case 'maxDate':
    case 'maxTime':
      return 'The hall closes on Sep 26 at 8:00 PM';
    case 'invalidRange':
      return 'Teardown must come after setup';
    case null:
      return 'From Sep 22, 7:00 AM to Sep 26, 8:00 PM';
    default:
      return 'Enter a valid date and time';
  }
}

export default function DateTimeRangeFieldValidation() {
  const [error, setError] = React.useState([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <SingleInputDateTimeRangeField
          label="Trade fair stand"
          defaultValue={[dayjs('2025-09-22T08:00'), dayjs('2025-09-26T18:00')]}
          minDateTime={setupOpens}
          maxDateTime={hallCloses}
          onError={(newError) => setError(newError)}
          helperText={errorMessage(error)}
          clearable
        />
      </Stack>
    </LocalizationProvider>
  );
}
