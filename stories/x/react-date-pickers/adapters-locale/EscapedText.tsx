import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function EscapedText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Day.js escapes text between square brackets. */}
        <DateField label="Delivery window" defaultValue={dayjs('2025-04-16')} format="[Week of] MMMM D" />
        <DateTimeField label="Boarding" defaultValue={dayjs('2025-04-16T07:40')} format="MMM D [at] HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
