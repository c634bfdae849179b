import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);

export default function DateOnlyUtc() {
  // The API sends and expects a plain calendar date.
  const [birthDate, setBirthDate] = React.useState('1990-08-24');

  const handleChange = (newValue: Dayjs | null) => {
    if (newValue?.isValid()) {
      setBirthDate(newValue.format('YYYY-MM-DD'));
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DatePicker
          label="Date of birth"
          timezone="UTC"
          value={dayjs.utc(birthDate)}
          onChange={handleChange}
        />
        <Typography variant="body2">Saved: {birthDate}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
