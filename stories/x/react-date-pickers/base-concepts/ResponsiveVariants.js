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

const moveInDate = dayjs('2024-02-15');

export default function ResponsiveVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ minWidth: 0, flex: 1 }}>
          {/* Always a popover next to the field. */}
          <DesktopDatePicker label="Desktop variant" defaultValue={moveInDate} disableHighlightToday />
          {/* Always a modal dialog with a toolbar and Cancel / OK buttons. */}
          <MobileDatePicker label="Mobile variant" defaultValue={moveInDate} disableHighlightToday />
          {/* Desktop or mobile, depending on `desktopModeMediaQuery`. */}
          <DatePicker label="Responsive variant" defaultValue={moveInDate} disableHighlightToday />
        </Stack>
        <Box
          role="group"
          aria-labelledby="static-variant-label"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
        >
          <Typography id="static-variant-label" variant="subtitle2" component="p">
            Static variant
          </Typography>
          {/* No field and no popup: the views are part of the page. */}
          <StaticDatePicker defaultValue={moveInDate} disableHighlightToday />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
