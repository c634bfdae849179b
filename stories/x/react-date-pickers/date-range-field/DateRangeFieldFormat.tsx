import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const exhibition = [dayjs('2025-09-20'), dayjs('2025-12-14')] as const;

export default function DateRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 340 }}>
        <SingleInputDateRangeField
          label="Exhibition (format)"
          defaultValue={[...exhibition]}
          format="MMM D, YYYY"
        />
        <SingleInputDateRangeField
          label="Exhibition (separator)"
          defaultValue={[...exhibition]}
          format="DD/MM/YYYY"
          dateSeparator="to"
        />
        <MultiInputDateRangeField
          defaultValue={[...exhibition]}
          format="DD/MM/YYYY"
          dateSeparator="to"
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Opens' : 'Closes',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
