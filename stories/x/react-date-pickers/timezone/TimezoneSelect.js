import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'America/Los_Angeles', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo'];

export default function TimezoneSelect() {
  const [zone, setZone] = React.useState('UTC');
  const [launch, setLaunch] = React.useState(dayjs.utc('2025-04-17T15:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <TextField select label="Show times in" value={zone} onChange={(event) => setZone(event.target.value)}>
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker label="Product launch" timezone={zone} value={launch} onChange={setLaunch} />
        <Typography variant="body2">
          {launch?.isValid() ? `In ${zone}: ${launch.tz(zone).format('dddd, MMMM D, YYYY h:mm A')}` : 'No launch time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
