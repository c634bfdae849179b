import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const delivery = dayjs('2024-04-17T15:30');

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ minWidth: 0, flex: 1 }}>
          <DesktopDateTimePicker
            label="Desktop variant"
            defaultValue={delivery}
            disableHighlightToday
          />
          <MobileDateTimePicker
            label="Mobile variant"
            defaultValue={delivery}
            disableHighlightToday
          />
          <DateTimePicker
            label="Responsive variant"
            defaultValue={delivery}
            disableHighlightToday
          />
        </Stack>
        <Box
          role="group"
          aria-labelledby="static-date-time-label"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
        >
          <Typography id="static-date-time-label" variant="subtitle2" component="p">
            Static variant
          </Typography>
          <StaticDateTimePicker defaultValue={delivery} disableHighlightToday />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
