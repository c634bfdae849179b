import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const nightTrain = [dayjs('2025-10-03T21:40'), dayjs('2025-10-04T08:15')] as const;

export default function DateTimeRangePickerAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <DateTimeRangePicker label="Night train (12-hour)" ampm defaultValue={[...nightTrain]} />
        <DateTimeRangePicker
          label="Night train (24-hour)"
          ampm={false}
          defaultValue={[...nightTrain]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
