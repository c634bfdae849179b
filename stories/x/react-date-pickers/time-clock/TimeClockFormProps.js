import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="past-shift-label">
          <Typography id="past-shift-label" variant="subtitle2" component="p">
            Past shift (disabled)
          </Typography>
          <TimeClock defaultValue={dayjs('2024-11-05T06:00')} disabled sx={{ mx: 0 }} />
        </Box>
        <Box role="group" aria-labelledby="approved-shift-label">
          <Typography id="approved-shift-label" variant="subtitle2" component="p">
            Approved shift (read-only)
          </Typography>
          <TimeClock defaultValue={dayjs('2024-11-05T14:00')} readOnly sx={{ mx: 0 }} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
