import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// The gym is open from 6:00 AM to 10:00 PM and closes for cleaning from 1:00 PM to 2:00 PM.
const isCleaningHour = (value, view) => view === 'hours' && value.hour() === 13;

export default function TimeClockValidation() {
  const [session, setSession] = React.useState(dayjs('2024-11-05T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="session-label">
        <Typography id="session-label" variant="subtitle2" component="p">
          Training session: {session ? session.format('h:mm A') : 'not booked'}
        </Typography>
        <TimeClock
          value={session}
          onChange={(newValue) => setSession(newValue)}
          minTime={dayjs('2024-11-05T06:00')}
          maxTime={dayjs('2024-11-05T22:00')}
          shouldDisableTime={isCleaningHour}
          minutesStep={15}
          ampmInClock
          sx={{ mx: 0 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
