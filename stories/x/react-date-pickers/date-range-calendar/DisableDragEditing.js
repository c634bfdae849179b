import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

const festival = [dayjs('2025-08-14'), dayjs('2025-08-17')];

export default function DisableDragEditing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="drag-enabled-label">
          <Typography id="drag-enabled-label" variant="subtitle2" component="p">
            Festival pass (drag to edit)
          </Typography>
          <DateRangeCalendar calendars={1} defaultValue={[...festival]} />
        </Box>
        <Box role="group" aria-labelledby="drag-disabled-label">
          <Typography id="drag-disabled-label" variant="subtitle2" component="p">
            Festival pass (no dragging)
          </Typography>
          <DateRangeCalendar calendars={1} defaultValue={[...festival]} disableDragEditing />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
