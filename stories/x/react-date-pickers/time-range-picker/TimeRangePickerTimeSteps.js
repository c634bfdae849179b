import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangePickerTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        {/* Appointments start and end on the quarter hour. */}
        <TimeRangePicker
          label="Appointment"
          timeSteps={{ minutes: 15 }}
          defaultValue={[dayjs('2025-04-07T10:15'), dayjs('2025-04-07T11:00')]}
        />
        {/* 48 slots of 30 minutes: few enough to list in one column. */}
        <TimeRangePicker
          label="Table reservation"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={[dayjs('2025-04-07T19:00'), dayjs('2025-04-07T21:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
