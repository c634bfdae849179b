import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const frame = { border: 1, borderColor: 'divider', borderRadius: 1 };

// Accessible names that contain the visible text ("09 hours" for 09), so that readers using
// speech input can say what they see.
const localeText = {
  hoursClockNumberText: (hours) => `${hours.padStart(2, '0')} hours`,
  minutesClockNumberText: (minutes) => `${minutes.padStart(2, '0')} minutes`,
  secondsClockNumberText: (seconds) => `${seconds.padStart(2, '0')} seconds`,
};

export default function DigitalClockTimeStep() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={localeText}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="tee-time-label">
          <Typography id="tee-time-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Tee time, every 20 minutes
          </Typography>
          <DigitalClock timeStep={20} defaultValue={dayjs('2024-02-12T08:40')} sx={frame} />
        </Box>
        <Box role="group" aria-labelledby="cooking-label">
          <Typography id="cooking-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Oven timer, 15-second steps
          </Typography>
          <MultiSectionDigitalClock
            views={['minutes', 'seconds']}
            timeSteps={{ minutes: 1, seconds: 15 }}
            defaultValue={dayjs('2024-02-12T00:12:30')}
            sx={frame}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
