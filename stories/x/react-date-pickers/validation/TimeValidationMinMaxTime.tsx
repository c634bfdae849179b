import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The store is open from 8:00 AM to 6:30 PM: only the time part of these dates counts.
const opening = dayjs('2025-01-01T08:00');
const closing = dayjs('2025-01-01T18:30');

export default function TimeValidationMinMaxTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Click and collect"
          defaultValue={dayjs('2025-03-18T12:15')}
          minTime={opening}
          maxTime={closing}
        />
        <DateTimePicker
          label="Return appointment"
          defaultValue={dayjs('2025-03-21T07:30')}
          minTime={opening}
          maxTime={closing}
        />
      </Stack>
    </LocalizationProvider>
  );
}
