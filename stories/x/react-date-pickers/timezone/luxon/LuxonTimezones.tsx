import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTime } from 'luxon';

// Luxon reads named zones and fixed offsets alike.
const zones = ['America/New_York', 'Europe/Paris', 'UTC+7'];

export default function LuxonTimezones() {
  // A launch call planned in New York.
  const [call, setCall] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-04-17T15:30', { zone: 'America/New_York' }),
  );
  const [zone, setZone] = React.useState('Europe/Paris');

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={zone}
          onChange={(_event, next: string | null) => next && setZone(next)}
          aria-label="Time zone shown in the picker"
        >
          {zones.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateTimePicker label="Launch call" value={call} onChange={setCall} timezone={zone} />
        <Typography variant="body2">
          Stored value: {call?.isValid ? call.toISO() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
