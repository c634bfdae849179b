import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function MultiInputStartEnd() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2025-04-07'), null]}
        slotProps={{
          // A function receives the position of each input.
          textField: ({ position }) =>
            position === 'start'
              ? { label: 'Lease start', helperText: 'Signed' }
              : { label: 'Lease end', helperText: 'Leave empty if open-ended', color: 'secondary' },
        }}
      />
    </LocalizationProvider>
  );
}
