import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const frame = { border: 1, borderColor: 'divider', borderRadius: 1 };

// Accessible names that contain the visible text ("09 hours" for 09), so that readers using
// speech input can say what they see.
const localeText = {
  hoursClockNumberText: (hours: string) => `${hours.padStart(2, '0')} hours`,
  minutesClockNumberText: (minutes: string) => `${minutes.padStart(2, '0')} minutes`,
  secondsClockNumberText: (seconds: string) => `${seconds.padStart(2, '0')} seconds`,
};

export default function DigitalClockViews() {
  const [incident, setIncident] = React.useState<Dayjs | null>(dayjs('2024-02-12T03:17:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={localeText}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="incident-label">
          <Typography id="incident-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Incident at {incident ? incident.format('hh:mm:ss A') : '…'}
          </Typography>
          <MultiSectionDigitalClock
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ minutes: 1, seconds: 1 }}
            value={incident}
            onChange={(newValue) => setIncident(newValue)}
            sx={frame}
          />
        </Box>
        <Box role="group" aria-labelledby="delivery-hour-label">
          <Typography id="delivery-hour-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Delivery hour
          </Typography>
          <MultiSectionDigitalClock
            views={['hours']}
            defaultValue={dayjs('2024-02-12T08:00')}
            sx={frame}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
