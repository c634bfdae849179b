import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The flash sale runs from June 10, 2025 at 9:00 AM to June 14, 2025 at 6:00 PM.
const saleStart = dayjs('2025-06-10T09:00');
const saleEnd = dayjs('2025-06-14T18:00');

export default function DateTimeValidationMinMax() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Campaign email sent" defaultValue={dayjs('2025-06-10T09:30')} minDateTime={saleStart} />
        <DateTimePicker label="Last order accepted" defaultValue={dayjs('2025-06-14T17:45')} maxDateTime={saleEnd} />
      </Stack>
    </LocalizationProvider>
  );
}
