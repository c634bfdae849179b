import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerValue() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2024-04-17T14:10'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimePicker label="Check-out (uncontrolled)" defaultValue={dayjs('2024-04-17T11:00')} />
          <TimePicker
            label="Train departure (controlled)"
            value={departure}
            onChange={(newValue) => setDeparture(newValue)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {departure && departure.isValid()
            ? `The train leaves at ${departure.format('h:mm A')}`
            : 'No valid departure time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
