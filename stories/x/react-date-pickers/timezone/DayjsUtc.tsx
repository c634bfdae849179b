import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

export default function DayjsUtc() {
  const [maintenance, setMaintenance] = React.useState<Dayjs | null>(
    dayjs.utc('2025-06-02T08:00:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Maintenance window (UTC)"
          value={maintenance}
          onChange={setMaintenance}
        />
        <Typography variant="body2">
          {maintenance?.isValid()
            ? `Stored value: ${maintenance.format()} (UTC: ${maintenance.isUTC() ? 'yes' : 'no'})`
            : 'Stored value: none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
