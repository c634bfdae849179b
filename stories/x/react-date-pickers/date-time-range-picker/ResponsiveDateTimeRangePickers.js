import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

const maintenance = [dayjs('2025-05-10T22:00'), dayjs('2025-05-11T04:00')];

export default function ResponsiveDateTimeRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <DesktopDateTimeRangePicker label="Desktop variant" defaultValue={[...maintenance]} />
        <MobileDateTimeRangePicker label="Mobile variant" defaultValue={[...maintenance]} />
        <DateTimeRangePicker label="Responsive variant" defaultValue={[...maintenance]} />
      </Stack>
    </LocalizationProvider>
  );
}
