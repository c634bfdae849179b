import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function FormPropsTimePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Store opens (disabled)" defaultValue={dayjs('2024-04-17T08:00')} disabled />
        <TimePicker label="Store closes (read-only)" defaultValue={dayjs('2024-04-17T20:00')} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
