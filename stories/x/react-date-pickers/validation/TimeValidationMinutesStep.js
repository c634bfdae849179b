import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeValidationMinutesStep() {
  const [error, setError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Court booking"
        defaultValue={dayjs('2025-07-09T18:10')}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        onError={(newError) => setError(newError)}
        sx={{ maxWidth: 320 }}
        slotProps={{
          textField: {
            helperText:
              error === 'minutesStep'
                ? 'Courts are booked on the quarter hour: :00, :15, :30 or :45.'
                : 'Slots start every 15 minutes.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
