import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        {/* Meeting rooms are booked by the hour: no minutes to choose. */}
        <TimeRangePicker
          label="Room booking"
          views={['hours']}
          defaultValue={[dayjs('2025-04-07T10:00'), dayjs('2025-04-07T12:00')]}
        />
        {/* A timed stage of a race needs seconds. */}
        <TimeRangePicker
          label="Stage timing"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={[dayjs('2025-04-07T09:12:05'), dayjs('2025-04-07T10:47:38')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
