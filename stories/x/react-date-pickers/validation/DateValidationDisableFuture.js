import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function DateValidationDisableFuture() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Incident date" defaultValue={dayjs('2025-02-03')} disableFuture />
        <TimePicker label="Time of the last reading" defaultValue={dayjs('2025-02-03T07:45')} disableFuture />
        <DateTimePicker label="Last service" defaultValue={dayjs('2025-01-15T08:30')} disableFuture />
        <DateRangePicker label="Leave taken" defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-11')]} disableFuture />
      </Stack>
    </LocalizationProvider>
  );
}
