import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const messages = {
  minTime: 'The courier starts its rounds at 8:00 AM.',
  maxTime: 'The last pick-up is at 6:00 PM.',
  minutesStep: 'Pick-ups are booked on the quarter hour.',
  invalidDate: 'Enter a complete time.',
};

export default function TimeFieldValidation() {
  const [error, setError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Courier pick-up"
        defaultValue={dayjs('2024-09-23T10:15')}
        minTime={dayjs('2024-09-23T08:00')}
        maxTime={dayjs('2024-09-23T18:00')}
        minutesStep={15}
        onError={(newError) => setError(newError)}
        helperText={error ? messages[error] : 'Between 8:00 AM and 6:00 PM, on the quarter hour'}
      />
    </LocalizationProvider>
  );
}
