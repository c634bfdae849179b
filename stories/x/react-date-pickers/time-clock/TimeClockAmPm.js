import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const boarding = dayjs('2024-11-05T21:40');

export default function TimeClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="twelve-hour-label">
          <Typography id="twelve-hour-label" variant="subtitle2" component="p">
            12-hour clock, AM and PM under the dial
          </Typography>
          <TimeClock defaultValue={boarding} ampm ampmInClock sx={{ mx: 0 }} />
        </Box>
        <Box role="group" aria-labelledby="twenty-four-hour-label">
          <Typography id="twenty-four-hour-label" variant="subtitle2" component="p">
            24-hour clock
          </Typography>
          <TimeClock defaultValue={boarding} ampm={false} sx={{ mx: 0 }} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
