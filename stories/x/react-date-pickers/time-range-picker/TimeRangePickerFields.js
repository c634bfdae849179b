import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const concert = [dayjs('2025-06-21T19:30'), dayjs('2025-06-21T23:00')];

export default function TimeRangePickerFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* The default field: both times in one input, joined by `dateSeparator`. */}
        <TimeRangePicker
          label="Concert (single input)"
          defaultValue={concert}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        {/* One input per time. Their labels are the locale texts `start` and `end`. */}
        <TimeRangePicker
          defaultValue={concert}
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Doors open', end: 'Curfew' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
