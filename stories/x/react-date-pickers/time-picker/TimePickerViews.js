import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Hours only: the minutes stay at 00. */}
        <TimePicker label="Shift starts" views={['hours']} defaultValue={dayjs('2024-04-17T07:00')} />
        {/* Adds a seconds column, and seconds to the field. */}
        <TimePicker
          label="Log entry"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2024-04-17T16:42:08')}
        />
        {/* Minutes and seconds only, for a duration below an hour. */}
        <TimePicker
          label="Lap time"
          views={['minutes', 'seconds']}
          format="mm:ss"
          defaultValue={dayjs('2024-04-17T00:01:37')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
