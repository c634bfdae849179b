import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';

const sprint = [dayjs('2025-04-07'), dayjs('2025-04-18')] as const;

export default function ResponsiveDateRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
        <DesktopDateRangePicker label="Desktop variant" defaultValue={[...sprint]} />
        <MobileDateRangePicker label="Mobile variant" defaultValue={[...sprint]} />
        <DateRangePicker label="Responsive variant" defaultValue={[...sprint]} />
      </Stack>
    </LocalizationProvider>
  );
}
