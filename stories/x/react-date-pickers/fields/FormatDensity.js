import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Dense (default)" defaultValue={dayjs('2024-10-31')} formatDensity="dense" />
        <DateField label="Spacious" defaultValue={dayjs('2024-10-31')} formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
