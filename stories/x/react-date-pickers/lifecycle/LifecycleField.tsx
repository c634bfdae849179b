import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

/** How a value received by `onChange` reads: empty, invalid, or a date. */
function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function LifecycleField() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [calls, setCalls] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField
          label="Passport expiry"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            setCalls((count) => count + 1);
          }}
        />
        <Typography variant="body2" color="text.secondary">
          Last value received by onChange: {describe(value)} · calls: {calls}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
