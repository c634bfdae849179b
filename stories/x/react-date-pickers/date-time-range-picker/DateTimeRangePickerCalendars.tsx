import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 420 }}>
        {/* A festival that runs over the end of the month: two months side by side. */}
        <DateTimeRangePicker
          label="Festival wristband"
          calendars={2}
          defaultValue={[dayjs('2025-07-30T12:00'), dayjs('2025-08-03T23:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
