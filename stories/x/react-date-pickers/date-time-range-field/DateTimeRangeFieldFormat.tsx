import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const flight = [dayjs('2025-11-02T22:50'), dayjs('2025-11-03T07:05')] as const;

export default function DateTimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* 24-hour clock: the default format drops the AM/PM section. */}
        <SingleInputDateTimeRangeField
          label="Flight (24-hour)"
          ampm={false}
          defaultValue={[...flight]}
        />
        {/* Your own format and separator. */}
        <SingleInputDateTimeRangeField
          label="Flight (custom format)"
          format="MMM D, HH:mm"
          dateSeparator="to"
          defaultValue={[...flight]}
        />
        <MultiInputDateTimeRangeField
          // Side by side from the `sm` breakpoint up, one above the other below it.
          direction={{ xs: 'column', sm: 'row' }}
          format="DD/MM/YYYY HH:mm"
          dateSeparator="to"
          defaultValue={[...flight]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Departure' : 'Arrival',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
