import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function DateTimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* An analog clock next to the calendar, also on desktop. */}
        <DateTimePicker
          label="Pet grooming"
          defaultValue={dayjs('2024-06-24T13:45')}
          disableHighlightToday
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
        {/* No time view at all: the time is typed into the field. */}
        <DateTimePicker
          label="Parking entry"
          defaultValue={dayjs('2024-06-24T13:45')}
          disableHighlightToday
          viewRenderers={{ hours: null, minutes: null, seconds: null }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
