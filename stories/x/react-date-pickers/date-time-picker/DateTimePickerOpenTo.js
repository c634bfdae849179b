import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function DateTimePickerOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* The date is usually right: start on the hours. */}
        <MobileDateTimePicker
          label="Follow-up call"
          openTo="hours"
          defaultValue={dayjs('2024-05-21T16:00')}
          disableHighlightToday
        />
        {/* The year changes most often: start on the years. */}
        <MobileDateTimePicker
          label="Warranty claim"
          openTo="year"
          defaultValue={dayjs('2024-05-21T10:00')}
          disableHighlightToday
        />
      </Stack>
    </LocalizationProvider>
  );
}
