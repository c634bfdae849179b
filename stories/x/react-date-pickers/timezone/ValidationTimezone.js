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

// The support desk in New York takes calls from 9 AM to 5 PM, its own time.
const deskOpens = dayjs.tz('2025-09-01T09:00', 'America/New_York');
const deskCloses = dayjs.tz('2025-09-01T17:00', 'America/New_York');

export default function ValidationTimezone() {
  const [call, setCall] = React.useState(dayjs.tz('2025-09-01T15:00', 'Europe/London'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Call back (London time)"
          timezone="Europe/London"
          value={call}
          onChange={setCall}
          minDateTime={deskOpens}
          maxDateTime={deskCloses}
        />
        <Typography variant="body2">
          Allowed in London: {deskOpens.tz('Europe/London').format('h:mm A')} to{' '}
          {deskCloses.tz('Europe/London').format('h:mm A')} on September 1, 2025
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
