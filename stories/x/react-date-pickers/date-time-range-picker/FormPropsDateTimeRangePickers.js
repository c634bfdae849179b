import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const exam = [dayjs('2025-06-12T08:30'), dayjs('2025-06-12T11:30')];

export default function FormPropsDateTimeRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <DateTimeRangePicker label="Final exam (disabled)" defaultValue={[...exam]} disabled />
        <DateTimeRangePicker label="Final exam (read-only)" defaultValue={[...exam]} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
