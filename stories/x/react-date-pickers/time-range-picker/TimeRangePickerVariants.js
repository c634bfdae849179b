import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

const deliveryWindow = [dayjs('2025-04-07T14:00'), dayjs('2025-04-07T16:00')];

export default function TimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        <DesktopTimeRangePicker label="Desktop variant" defaultValue={deliveryWindow} />
        <MobileTimeRangePicker label="Mobile variant" defaultValue={deliveryWindow} />
        <TimeRangePicker label="Responsive variant" defaultValue={deliveryWindow} />
      </Stack>
    </LocalizationProvider>
  );
}
