import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const stay = [dayjs('2025-06-13'), dayjs('2025-06-16')] as const;

export default function DateRangePickerFieldTypes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 340 }}>
        {/* The default field: one input holds both dates. */}
        <DateRangePicker label="Stay (single input)" defaultValue={[...stay]} />
        {/* The same field with another separator between the dates. */}
        <DateRangePicker
          label="Stay (custom separator)"
          defaultValue={[...stay]}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        {/* One input per date: their labels come from the `start` and `end` locale texts. */}
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          defaultValue={[...stay]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
