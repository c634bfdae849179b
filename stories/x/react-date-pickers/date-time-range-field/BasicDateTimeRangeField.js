import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const outage = [dayjs('2025-06-14T23:00'), dayjs('2025-06-15T05:30')];

export default function BasicDateTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        {/* One input holds both dates and times. */}
        <SingleInputDateTimeRangeField label="Planned outage" defaultValue={[...outage]} />
        {/* One input per end of the range, labelled through `slotProps.textField`. */}
        <MultiInputDateTimeRangeField
          // Side by side from the `sm` breakpoint up; below it, stacked and without the dash.
          direction={{ xs: 'column', sm: 'row' }}
          defaultValue={[...outage]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Outage starts' : 'Outage ends',
            }),
            separator: { sx: { display: { xs: 'none', sm: 'block' } } },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
