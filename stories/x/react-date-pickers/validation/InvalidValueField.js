import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function InvalidValueField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* The contract cannot start before March 1, 2025: February 20 is invalid. */}
        <DatePicker label="Contract start" defaultValue={dayjs('2025-02-20')} minDate={dayjs('2025-03-01')} />
        {/* The warehouse closes at 6:00 PM: a 7:30 PM pick-up is invalid. */}
        <TimePicker label="Pick-up time" defaultValue={dayjs('2025-03-10T19:30')} maxTime={dayjs('2025-03-10T18:00')} />
        {/* A valid value, for comparison. */}
        <DateTimePicker
          label="Kick-off meeting"
          defaultValue={dayjs('2025-03-03T10:00')}
          minDateTime={dayjs('2025-03-01T09:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
