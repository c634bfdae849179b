import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';

const frame = { border: 1, borderColor: 'divider', borderRadius: 1 };

// Accessible names that contain the visible text ("09 hours" for 09), so that readers using
// speech input can say what they see.
const localeText = {
  hoursClockNumberText: (hours: string) => `${hours.padStart(2, '0')} hours`,
  minutesClockNumberText: (minutes: string) => `${minutes.padStart(2, '0')} minutes`,
  secondsClockNumberText: (seconds: string) => `${seconds.padStart(2, '0')} seconds`,
};

// Workshops run from 9:00 AM to 1:20 PM.
const opening = dayjs('2024-02-12T09:00');
const lastSlot = dayjs('2024-02-12T13:20');

function outsideWorkshopHours(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() < 9 || value.hour() > 13;
  }
  if (view === 'minutes') {
    return value.isBefore(opening, 'minute') || value.isAfter(lastSlot, 'minute');
  }
  return false;
}

export default function DigitalClockSkipDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={localeText}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box role="group" aria-labelledby="drop-in-label">
          <Typography id="drop-in-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Drop-in, from 9:00 AM
          </Typography>
          <DigitalClock
            minTime={opening}
            skipDisabled
            defaultValue={dayjs('2024-02-12T09:30')}
            sx={frame}
          />
        </Box>
        <Box role="group" aria-labelledby="workshop-label">
          <Typography id="workshop-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Workshop, 9:00 AM to 1:20 PM
          </Typography>
          <MultiSectionDigitalClock
            shouldDisableTime={outsideWorkshopHours}
            skipDisabled
            ampm={false}
            defaultValue={dayjs('2024-02-12T11:15')}
            sx={frame}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
