import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function ValueTimezone() {
  // A flight leaving JFK: the value carries the New York time zone.
  const [departure, setDeparture] = React.useState(dayjs.tz('2025-04-17T15:30', 'America/New_York'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker label="Departure from JFK" value={departure} onChange={setDeparture} />
        <Typography variant="body2">Stored value: {departure?.isValid() ? departure.format() : 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
