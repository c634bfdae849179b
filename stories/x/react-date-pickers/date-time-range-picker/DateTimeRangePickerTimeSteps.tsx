import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        {/* Studio sessions start and end on the quarter hour. */}
        <DateTimeRangePicker
          label="Recording studio"
          timeSteps={{ minutes: 15 }}
          defaultValue={[dayjs('2025-03-14T14:15'), dayjs('2025-03-14T18:45')]}
        />
        {/* 48 slots of 30 minutes a day: few enough to list in one column. */}
        <DateTimeRangePicker
          label="Parking space"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          // The single column edits the hours view only: keep the minutes in the field.
          format="MM/DD/YYYY hh:mm A"
          defaultValue={[dayjs('2025-03-14T08:00'), dayjs('2025-03-15T20:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
