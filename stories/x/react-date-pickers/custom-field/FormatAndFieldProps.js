import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormatAndFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* `format` on the picker: the field pads single digits while editing. */}
        <DatePicker label="Check-in" format="D/M/YYYY" defaultValue={dayjs('2025-07-08')} />
        {/* The same format, with a field prop that keeps it exactly as written. */}
        <DatePicker
          label="Check-out"
          format="D/M/YYYY"
          defaultValue={dayjs('2025-07-09')}
          slotProps={{ field: { shouldRespectLeadingZeros: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
