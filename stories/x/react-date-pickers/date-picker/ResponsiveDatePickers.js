import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const pickUpDay = dayjs('2024-07-09');

export default function ResponsiveDatePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
          <DesktopDatePicker label="Desktop variant" defaultValue={pickUpDay} />
          <MobileDatePicker label="Mobile variant" defaultValue={pickUpDay} />
          <DatePicker label="Responsive variant" defaultValue={pickUpDay} />
        </Stack>
        <Box role="group" aria-labelledby="static-variant-label">
          <Typography id="static-variant-label" variant="subtitle2" component="p">
            Static variant
          </Typography>
          <StaticDatePicker defaultValue={pickUpDay} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
