import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerSingleColumn() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* 24 options (one per hour): at the default threshold, so one list. */}
        <TimePicker label="Hourly parking from" timeSteps={{ minutes: 60 }} defaultValue={dayjs('2024-04-17T13:00')} />
        {/* 48 options (every 30 minutes): one list only because the threshold is raised. */}
        <TimePicker
          label="Table reservation"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={dayjs('2024-04-17T19:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
