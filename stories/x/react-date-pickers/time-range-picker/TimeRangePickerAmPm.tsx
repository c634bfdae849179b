import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const flight: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2025-04-07T07:45'), dayjs('2025-04-07T19:20')];

export default function TimeRangePickerAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        <TimeRangePicker label="Check-in desk (12-hour)" ampm defaultValue={flight} />
        <TimeRangePicker label="Check-in desk (24-hour)" ampm={false} defaultValue={flight} />
      </Stack>
    </LocalizationProvider>
  );
}
