import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  const [launch, setLaunch] = React.useState(dayjs('2024-11-05T15:24:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="launch-label">
          <Typography id="launch-label" variant="subtitle2" component="p">
            Launch time: {launch ? launch.format('hh:mm:ss A') : 'not set'}
          </Typography>
          {/* Hours, then minutes, then seconds; the arrows switch between them. */}
          <TimeClock
            views={['hours', 'minutes', 'seconds']}
            value={launch}
            onChange={(newValue) => setLaunch(newValue)}
            showViewSwitcher
            sx={{ mx: 0 }}
          />
        </Box>
        <Box role="group" aria-labelledby="countdown-label">
          <Typography id="countdown-label" variant="subtitle2" component="p">
            Countdown start (minutes view first)
          </Typography>
          <TimeClock views={['minutes', 'seconds']} defaultValue={dayjs('2024-11-05T00:10:00')} sx={{ mx: 0 }} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
