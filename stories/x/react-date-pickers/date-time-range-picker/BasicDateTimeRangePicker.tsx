import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function BasicDateTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 420 }}>
        <DateTimeRangePicker
          label="Offsite venue"
          defaultValue={[dayjs('2025-04-17T09:30'), dayjs('2025-04-18T16:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
