import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const auditDate = dayjs('2025-10-14');

export default function ProviderDateFormats() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // Replaces the adapter's formats for every component inside.
      dateFormats={{ keyboardDate: 'D MMM YYYY', month: 'MMM' }}
    >
      <Stack spacing={1}>
        <DateField label="Audit date" defaultValue={auditDate} sx={{ maxWidth: 320 }} />
        <DateCalendar defaultValue={auditDate} sx={{ mx: 0 }} />
      </Stack>
    </LocalizationProvider>
  );
}
