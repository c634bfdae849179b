import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const invoiceDate = dayjs('2025-01-31T09:30');

export default function CustomFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Day first" defaultValue={invoiceDate} format="DD/MM/YYYY" />
        <DateField label="ISO 8601" defaultValue={invoiceDate} format="YYYY-MM-DD" />
        <DatePicker label="Long month" defaultValue={invoiceDate} format="MMMM D, YYYY" />
        <DateField label="With weekday" defaultValue={invoiceDate} format="ddd, MMM D, YYYY" />
        <DateTimeField label="Date and time" defaultValue={invoiceDate} format="DD/MM/YYYY HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
