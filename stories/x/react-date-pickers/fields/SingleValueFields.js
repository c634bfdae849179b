import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function SingleValueFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Invoice date" defaultValue={dayjs('2024-01-31')} />
        <TimeField label="Payment reminder" defaultValue={dayjs('2024-01-31T09:00')} />
        <DateTimeField label="Paid at" defaultValue={dayjs('2024-02-06T14:27')} />
      </Stack>
    </LocalizationProvider>
  );
}
