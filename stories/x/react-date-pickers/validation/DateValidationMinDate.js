import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// The rental offer opens on May 12, 2025.
const offerStart = dayjs('2025-05-12');

export default function DateValidationMinDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Pick-up date" defaultValue={dayjs('2025-05-14')} minDate={offerStart} />
        <DateTimePicker label="Pick-up date and time" defaultValue={dayjs('2025-05-14T09:30')} minDate={offerStart} />
        <DateRangePicker
          label="Rental period"
          defaultValue={[dayjs('2025-05-14'), dayjs('2025-05-18')]}
          minDate={offerStart}
        />
      </Stack>
    </LocalizationProvider>
  );
}
