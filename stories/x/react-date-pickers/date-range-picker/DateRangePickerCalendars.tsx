import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const quarter = [dayjs('2025-07-01'), dayjs('2025-09-30')] as const;

export default function DateRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
        <DateRangePicker label="One calendar" calendars={1} defaultValue={[...quarter]} />
        <DateRangePicker label="Two calendars" calendars={2} defaultValue={[...quarter]} />
        <DateRangePicker label="Three calendars" calendars={3} defaultValue={[...quarter]} />
      </Stack>
    </LocalizationProvider>
  );
}
