import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTime } from 'luxon';

export default function LuxonAdapter() {
  // With AdapterLuxon, values are Luxon `DateTime` objects, each carrying its own time zone.
  const [meeting, setMeeting] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-03-14T09:30', { zone: 'Europe/Berlin' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="de">
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Besprechung" value={meeting} onChange={setMeeting} />
        <Typography variant="body2">Value: {meeting?.isValid ? meeting.toISO() : 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
