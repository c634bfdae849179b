import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const shipped = dayjs('2025-08-22');

export default function FormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Dense (default)" defaultValue={shipped} formatDensity="dense" />
        <DateField label="Spacious" defaultValue={shipped} formatDensity="spacious" />
      </Stack>
    </LocalizationProvider>
  );
}
