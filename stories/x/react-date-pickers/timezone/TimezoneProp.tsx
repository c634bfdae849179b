import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneProp() {
  // The server stores the all-hands meeting in UTC.
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs.utc('2025-04-17T15:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimePicker
            label="New York office"
            timezone="America/New_York"
            value={meeting}
            onChange={setMeeting}
          />
          <DateTimePicker
            label="Paris office"
            timezone="Europe/Paris"
            value={meeting}
            onChange={setMeeting}
          />
        </Stack>
        <Typography variant="body2">
          Stored value: {meeting?.isValid() ? meeting.format() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
