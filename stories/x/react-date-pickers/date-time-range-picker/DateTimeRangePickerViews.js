import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
        {/* Hot desks are booked by the hour: no minutes to choose. */}
        <DateTimeRangePicker
          label="Hot desk"
          views={['day', 'hours']}
          defaultValue={[dayjs('2025-04-22T09:00'), dayjs('2025-04-22T13:00')]}
        />
        {/* A database backup is logged to the second. */}
        <DateTimeRangePicker
          label="Backup job"
          views={['day', 'hours', 'minutes', 'seconds']}
          defaultValue={[dayjs('2025-04-22T01:00:00'), dayjs('2025-04-22T01:45:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
