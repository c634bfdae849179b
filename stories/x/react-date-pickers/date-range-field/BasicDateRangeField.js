import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const campaign = [dayjs('2025-09-01'), dayjs('2025-10-15')];

export default function BasicDateRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 340 }}>
        {/* One input holds both dates. */}
        <SingleInputDateRangeField label="Campaign" defaultValue={[...campaign]} />
        {/* One input per date, labelled through `slotProps.textField`. */}
        <MultiInputDateRangeField
          defaultValue={[...campaign]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Campaign starts' : 'Campaign ends',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
