import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const deliverySlot = dayjs('2024-04-17T15:30');

export default function ResponsiveTimePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
          <DesktopTimePicker label="Desktop variant" defaultValue={deliverySlot} />
          <MobileTimePicker label="Mobile variant" defaultValue={deliverySlot} />
          <TimePicker label="Responsive variant" defaultValue={deliverySlot} />
        </Stack>
        <Box role="group" aria-labelledby="static-time-label">
          <Typography id="static-time-label" variant="subtitle2" component="p">
            Static variant
          </Typography>
          <StaticTimePicker defaultValue={deliverySlot} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
