import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const contract = [dayjs('2025-01-01'), dayjs('2025-12-31')];

export default function FormPropsDateRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
        <DateRangePicker label="Contract term (disabled)" defaultValue={[...contract]} disabled />
        <DateRangePicker label="Contract term (read-only)" defaultValue={[...contract]} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
