import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const departure = dayjs('2025-06-02T18:45');

export default function HourCycle() {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Day.js's default English locale uses a 12-hour clock. */}
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <TimePicker label="Locale default (en)" defaultValue={departure} />
        </LocalizationProvider>
        {/* British English uses a 24-hour clock. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          <TimePicker label="Locale default (en-gb)" defaultValue={departure} />
        </LocalizationProvider>
      </Stack>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimePicker label="ampm={true}" defaultValue={departure} ampm />
          <TimePicker label="ampm={false}" defaultValue={departure} ampm={false} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
