import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function BasicPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Departure date" defaultValue={dayjs('2024-05-02')} disableHighlightToday />
        <TimePicker label="Boarding time" defaultValue={dayjs('2024-05-02T09:30')} />
        <DateTimePicker label="Hotel check-in" defaultValue={dayjs('2024-05-02T15:00')} disableHighlightToday />
      </Stack>
    </LocalizationProvider>
  );
}
