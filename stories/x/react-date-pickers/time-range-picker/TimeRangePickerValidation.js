import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

// The clinic is open from 8:00 AM to 6:00 PM and closes for lunch from 12:00 PM to 1:00 PM.
const opening = dayjs('2025-04-07T08:00');
const closing = dayjs('2025-04-07T18:00');
const isLunchHour = (value, view) => view === 'hours' && dayjs(value).hour() === 12;

function errorMessage([startError, endError]) {
  const error = startError ?? endError;
  switch (error) {
    case 'minTime':
      return 'The clinic opens at 8:00 AM';
    case 'maxTime':
      return 'The clinic closes at 6:00 PM';
    case 'shouldDisableTime-hours':
      return 'The clinic is closed from 12:00 PM to 1:00 PM';
    case 'invalidRange':
      return 'The end time must come after the start time';
    case null:
      return 'Open 8:00 AM to 6:00 PM, closed for lunch at noon';
    default:
      return 'Enter a valid time';
  }
}

export default function TimeRangePickerValidation() {
  const [error, setError] = React.useState([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Consultation"
        defaultValue={[dayjs('2025-04-07T09:00'), dayjs('2025-04-07T10:30')]}
        minTime={opening}
        maxTime={closing}
        shouldDisableTime={isLunchHour}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: errorMessage(error) } }}
      />
    </LocalizationProvider>
  );
}
