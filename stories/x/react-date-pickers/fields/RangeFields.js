import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function RangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {/* One input holds both dates. */}
        <SingleInputDateRangeField label="Parental leave" defaultValue={[dayjs('2024-04-02'), dayjs('2024-07-26')]} />
        {/* One input per end of the range, labelled through `slotProps.textField`. */}
        <MultiInputDateRangeField
          defaultValue={[dayjs('2024-04-02'), dayjs('2024-07-26')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Leave starts' : 'Leave ends',
            }),
          }}
        />
        <SingleInputTimeRangeField
          label="Lunch break"
          defaultValue={[dayjs('2024-04-02T12:30'), dayjs('2024-04-02T13:15')]}
        />
        <MultiInputTimeRangeField
          defaultValue={[dayjs('2024-04-02T12:30'), dayjs('2024-04-02T13:15')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Break starts' : 'Break ends',
            }),
          }}
        />
        <SingleInputDateTimeRangeField
          label="Handover period"
          defaultValue={[dayjs('2024-03-25T09:00'), dayjs('2024-03-29T17:00')]}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
