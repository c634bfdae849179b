import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const lease = [dayjs('2025-03-03'), dayjs('2025-08-29')] as const;

export default function DisableAutoMonthSwitching() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
        <DateRangePicker label="Lease (default)" defaultValue={[...lease]} />
        <DateRangePicker
          label="Lease (no month switching)"
          defaultValue={[...lease]}
          disableAutoMonthSwitching
        />
      </Stack>
    </LocalizationProvider>
  );
}
