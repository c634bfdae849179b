import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The clinic closes for lunch from 12:00 to 1:00 PM, and keeps the last 10 minutes of each hour free.
function isClinicSlotTaken(value, view) {
  if (view === 'hours') {
    return value.hour() === 12;
  }
  if (view === 'minutes') {
    return value.minute() >= 50;
  }
  return false;
}

// On Saturdays, the clinic only opens in the morning.
function isOutsideSaturdayHours(value, view) {
  return view === 'hours' && value.day() === 6 && value.hour() >= 13;
}

export default function TimeValidationShouldDisableTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Consultation time"
          defaultValue={dayjs('2025-10-07T10:30')}
          shouldDisableTime={isClinicSlotTaken}
        />
        <DateTimePicker
          label="Vaccination"
          defaultValue={dayjs('2025-10-11T14:00')}
          shouldDisableTime={isOutsideSaturdayHours}
        />
      </Stack>
    </LocalizationProvider>
  );
}
