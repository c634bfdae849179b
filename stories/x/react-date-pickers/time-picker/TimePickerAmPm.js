import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const flightTime = dayjs('2024-04-17T18:45');

export default function TimePickerAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Locale default" defaultValue={flightTime} />
        <TimePicker label="12-hour clock" defaultValue={flightTime} ampm />
        <TimePicker label="24-hour clock" defaultValue={flightTime} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
