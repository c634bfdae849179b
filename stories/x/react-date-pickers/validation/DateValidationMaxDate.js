import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// Early-bird registration closes on September 19, 2025.
const registrationEnd = dayjs('2025-09-19');

export default function DateValidationMaxDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Registration date" defaultValue={dayjs('2025-09-15')} maxDate={registrationEnd} />
        <DateTimePicker label="Payment due" defaultValue={dayjs('2025-09-15T17:00')} maxDate={registrationEnd} />
        <DateRangePicker
          label="Workshop days"
          defaultValue={[dayjs('2025-09-15'), dayjs('2025-09-17')]}
          maxDate={registrationEnd}
        />
      </Stack>
    </LocalizationProvider>
  );
}
