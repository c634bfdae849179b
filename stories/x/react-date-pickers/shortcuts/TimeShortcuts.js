import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// "Now" for this demo: Wednesday, April 9, 2025, 2:20 PM. In an app, use `dayjs()` instead.
const now = dayjs('2025-04-09T14:20');

const at = (date, hour, minute = 0) => date.hour(hour).minute(minute).second(0).millisecond(0);

const reminderShortcuts = [
  { label: 'In 1 hour', getValue: () => now.add(1, 'hour') },
  { label: 'This evening', getValue: () => at(now, 18) },
  { label: 'Tomorrow morning', getValue: () => at(now.add(1, 'day'), 9) },
  { label: 'Next Monday', getValue: () => at(now.day(8), 9) },
];

// A time picker's value is still a whole date: build each time on the reference day.
const meetingShortcuts = [
  { label: 'Stand-up', getValue: () => at(now, 9, 30) },
  { label: 'Noon', getValue: () => at(now, 12) },
  { label: 'End of day', getValue: () => at(now, 17) },
];

export default function TimeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker label="Remind me" referenceDate={now} slotProps={{ shortcuts: { items: reminderShortcuts } }} />
        <TimePicker label="Meeting time" referenceDate={now} slotProps={{ shortcuts: { items: meetingShortcuts } }} />
      </Stack>
    </LocalizationProvider>
  );
}
