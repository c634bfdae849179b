import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// The bakery hands out orders every quarter of an hour, from 8:00 AM to 6:00 PM.
const opensAt = dayjs('2025-03-14T08:00');
const closesAt = dayjs('2025-03-14T18:00');

export default function PickUpTimeViews() {
  const [pickUpTime, setPickUpTime] = React.useState<Dayjs | null>(dayjs('2025-03-14T10:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Box role="group" aria-labelledby="pick-up-clock-label">
            <Typography id="pick-up-clock-label" variant="subtitle2" component="p">
              Clock face
            </Typography>
            <TimeClock
              value={pickUpTime}
              onChange={(newValue) => setPickUpTime(newValue)}
              minTime={opensAt}
              maxTime={closesAt}
              minutesStep={15}
              ampmInClock
              sx={{ mx: 0 }}
            />
          </Box>
          <Box role="group" aria-labelledby="pick-up-list-label">
            <Typography id="pick-up-list-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
              Opening hours
            </Typography>
            <DigitalClock
              value={pickUpTime}
              onChange={(newValue) => setPickUpTime(newValue)}
              minTime={opensAt}
              maxTime={closesAt}
              timeStep={15}
              skipDisabled
              sx={{ width: 160, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {pickUpTime ? `Pick-up at ${pickUpTime.format('h:mm A')}` : 'No pick-up time yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
