import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function SingleInputRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Range pickers use a single input field by default. */}
        <DateRangePicker
          label="Sprint"
          defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-18')]}
          slotProps={{ field: { clearable: true } }}
        />
        <TimeRangePicker label="Opening hours" defaultValue={[dayjs('2025-04-07T09:00'), dayjs('2025-04-07T17:30')]} />
      </Stack>
    </LocalizationProvider>
  );
}
