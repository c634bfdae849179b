import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* 24-hour clock, minutes in steps of 15. */}
        <DateTimePicker
          label="Train departure"
          ampm={false}
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2024-12-22T18:45')}
          disableHighlightToday
        />
        {/* 48 half-hour slots: at or under the threshold, they fit in one column. */}
        <DateTimePicker
          label="Webinar start"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={dayjs('2024-12-22T15:30')}
          disableHighlightToday
        />
      </Stack>
    </LocalizationProvider>
  );
}
