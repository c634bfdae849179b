import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

export default function RangeFieldSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputDateRangeField
          label="Conference"
          dateSeparator="to"
          defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-11')]}
        />
        {/* On a picker, the separator is a prop of the field. */}
        <DateRangePicker
          label="Hotel stay"
          defaultValue={[dayjs('2025-04-06'), dayjs('2025-04-11')]}
          slotProps={{ field: { dateSeparator: '→' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
