import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ControlledDateTimePicker() {
  const [boarding, setBoarding] = React.useState(dayjs('2024-08-02T07:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimePicker label="Check-in opens" defaultValue={dayjs('2024-08-01T07:15')} disableHighlightToday />
          <DateTimePicker
            label="Boarding"
            value={boarding}
            onChange={(newValue) => setBoarding(newValue)}
            disableHighlightToday
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {boarding && boarding.isValid()
            ? `Boarding starts ${boarding.format('ddd, MMM D, YYYY [at] h:mm A')}`
            : 'Boarding time not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
