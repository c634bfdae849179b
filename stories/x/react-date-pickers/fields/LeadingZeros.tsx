import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// `M`, `D` and `h` are tokens without leading zeros.
const vaccination = dayjs('2024-03-05T08:15');

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Date, zeros added (default)"
            defaultValue={vaccination}
            format="M/D/YYYY"
          />
          <DateField
            label="Date, format respected"
            defaultValue={vaccination}
            format="M/D/YYYY"
            shouldRespectLeadingZeros
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimeField label="Time, zeros added (default)" defaultValue={vaccination} format="h:mm A" />
          <TimeField
            label="Time, format respected"
            defaultValue={vaccination}
            format="h:mm A"
            shouldRespectLeadingZeros
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
