import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Meetings start on the quarter hour. */}
        <TimePicker
          label="Meeting"
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2024-04-17T10:15')}
        />
        {/* Lab samples are taken every two hours, at ten-minute marks. */}
        <TimePicker
          label="Sample collection"
          timeSteps={{ hours: 2, minutes: 10 }}
          defaultValue={dayjs('2024-04-17T14:20')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
