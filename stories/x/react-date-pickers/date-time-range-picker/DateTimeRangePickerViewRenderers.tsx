import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function DateTimeRangePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 420 }}>
        {/* An analog clock face for the hours, then for the minutes. */}
        <DateTimeRangePicker
          label="Delivery van"
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          defaultValue={[dayjs('2025-09-08T08:00'), dayjs('2025-09-08T12:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
