import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function DesktopClockView() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* v6 shows a clock on desktop only when you ask for it through viewRenderers. */}
        <DesktopTimePicker
          label="Delivery slot"
          defaultValue={dayjs('2025-03-14T09:30')}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
        {/* The keyboard view is gone: for dates typed from memory, use a field. `inputFormat` became `format`. */}
        <DateField label="Date of birth" format="DD/MM/YYYY" defaultValue={dayjs('1990-07-21')} />
      </Stack>
    </LocalizationProvider>
  );
}
