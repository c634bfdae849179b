import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function InvalidValueViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* Weekends and days before March 5 cannot be picked. */}
        <DateCalendar
          aria-label="Appointment day"
          defaultValue={dayjs('2025-03-12')}
          minDate={dayjs('2025-03-05')}
          shouldDisableDate={isWeekend}
        />
        {/* Times outside 9:00 AM to 5:00 PM cannot be picked. */}
        <DigitalClock
          aria-label="Appointment time"
          defaultValue={dayjs('2025-03-12T10:00')}
          minTime={dayjs('2025-03-12T09:00')}
          maxTime={dayjs('2025-03-12T17:00')}
          timeStep={30}
          sx={{ maxHeight: 300, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
