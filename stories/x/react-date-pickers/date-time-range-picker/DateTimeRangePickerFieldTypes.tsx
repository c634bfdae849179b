import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const rental = [dayjs('2025-07-04T10:00'), dayjs('2025-07-11T18:00')] as const;

export default function DateTimeRangePickerFieldTypes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* The default field: both dates in one input, joined by `dateSeparator`. */}
        <DateTimeRangePicker
          label="Camper van (single input)"
          defaultValue={[...rental]}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        {/* One input per end of the range, labelled with the locale texts `start` and `end`. */}
        <DateTimeRangePicker
          defaultValue={[...rental]}
          slots={{ field: MultiInputDateTimeRangeField }}
          localeText={{ start: 'Pickup', end: 'Return' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
