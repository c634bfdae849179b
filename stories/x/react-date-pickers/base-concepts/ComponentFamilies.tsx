import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
// The Pro package re-exports the Community components from its root.
import { DateField, TimeField, DateTimeField } from '@mui/x-date-pickers-pro';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function ComponentFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 2,
        }}
      >
        {/* Community: one date, one time, or both. */}
        <DateField label="Date: delivery day" defaultValue={dayjs('2024-10-14')} fullWidth />
        <TimeField label="Time: pick-up" defaultValue={dayjs('2024-10-14T17:30')} fullWidth />
        <DateTimeField
          label="Date time: flight departure"
          defaultValue={dayjs('2024-10-14T06:45')}
          fullWidth
        />
        {/* Pro: a start and an end value. */}
        <SingleInputDateRangeField
          label="Date range: vacation"
          defaultValue={[dayjs('2024-10-14'), dayjs('2024-10-25')]}
          fullWidth
        />
        <SingleInputTimeRangeField
          label="Time range: office hours"
          defaultValue={[dayjs('2024-10-14T09:00'), dayjs('2024-10-14T17:00')]}
          fullWidth
        />
        <SingleInputDateTimeRangeField
          label="Date time range: van rental"
          defaultValue={[dayjs('2024-10-14T08:00'), dayjs('2024-10-16T18:00')]}
          ampm={false}
          fullWidth
        />
      </Box>
    </LocalizationProvider>
  );
}
