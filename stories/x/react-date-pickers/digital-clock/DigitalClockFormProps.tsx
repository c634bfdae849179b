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
  hoursClockNumberText: (hours: string) => `${hours.padStart(2, '0')} hours`,
  minutesClockNumberText: (minutes: string) => `${minutes.padStart(2, '0')} minutes`,
  secondsClockNumberText: (seconds: string) => `${seconds.padStart(2, '0')} seconds`,
};

export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={localeText}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="cancelled-label">
          <Typography id="cancelled-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Cancelled class (disabled)
          </Typography>
          <MultiSectionDigitalClock
            defaultValue={dayjs('2024-02-12T09:00')}
            disabled
            sx={frame}
          />
        </Box>
        <Box role="group" aria-labelledby="confirmed-label">
          <Typography id="confirmed-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Confirmed class (read-only)
          </Typography>
          <DigitalClock defaultValue={dayjs('2024-02-12T17:30')} readOnly sx={frame} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
