import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* A month view between the year and the day. */}
        <DateTimePicker
          label="Contract start"
          views={['year', 'month', 'day', 'hours', 'minutes']}
          defaultValue={dayjs('2024-01-08T09:00')}
          disableHighlightToday
        />
        {/* Whole hours only: no minutes view, and no minutes in the field. */}
        <DateTimePicker
          label="Room booking"
          views={['day', 'hours']}
          defaultValue={dayjs('2024-01-10T14:00')}
          disableHighlightToday
        />
        {/* Down to the second. */}
        <DateTimePicker
          label="Race start"
          views={['day', 'hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2024-01-14T08:30:15')}
          disableHighlightToday
        />
      </Stack>
    </LocalizationProvider>
  );
}
