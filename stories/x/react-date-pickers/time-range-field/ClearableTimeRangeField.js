import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function ClearableTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        {/* A cross empties both times at once. */}
        <SingleInputTimeRangeField
          label="Quiet hours"
          clearable
          defaultValue={[dayjs('2025-04-07T22:00'), dayjs('2025-04-08T07:00')]}
        />
        {/* Deliveries are accepted from 7:00 AM to 11:00 AM only. */}
        <SingleInputTimeRangeField
          label="Delivery slot"
          minTime={dayjs('2025-04-07T07:00')}
          maxTime={dayjs('2025-04-07T11:00')}
          defaultValue={[dayjs('2025-04-07T10:00'), dayjs('2025-04-07T12:00')]}
          helperText="Between 7:00 AM and 11:00 AM"
        />
      </Stack>
    </LocalizationProvider>
  );
}
