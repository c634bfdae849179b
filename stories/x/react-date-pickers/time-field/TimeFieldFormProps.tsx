import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField label="Check-in (disabled)" defaultValue={dayjs('2024-09-21T15:00')} disabled />
        <TimeField label="Check-out (read-only)" defaultValue={dayjs('2024-09-22T11:00')} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
