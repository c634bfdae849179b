import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function PartiallyFilledDate() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14'));
  const [calls, setCalls] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
        {/* v8: the field renders one spinbutton per section, and the hidden <input> only carries the value. */}
        <DateField
          label="Invoice date"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            setCalls((count) => count + 1);
          }}
        />
        <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
          value: {value === null ? 'null' : value.format('YYYY-MM-DD')}
        </Typography>
        <Typography variant="body2" component="p">
          onChange called {calls} {calls === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
