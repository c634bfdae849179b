import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import moment, { type Moment } from 'moment';
import 'moment/locale/es';

export default function MomentAdapter() {
  // With AdapterMoment, values are Moment objects.
  const [checkIn, setCheckIn] = React.useState<Moment | null>(moment('2025-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="es">
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Fecha de llegada" value={checkIn} onChange={setCheckIn} />
        <Typography variant="body2">
          Value: {checkIn?.isValid() ? checkIn.clone().locale('en').format('dddd, MMMM D, YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
