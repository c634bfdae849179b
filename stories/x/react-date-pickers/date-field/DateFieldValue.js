import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(date) {
  if (date === null) {
    return 'No complete hire date';
  }
  if (!date.isValid()) {
    return 'This hire date does not exist';
  }
  return `Hired on ${date.format('dddd, MMMM D, YYYY')}`;
}

export default function DateFieldValue() {
  const [hireDate, setHireDate] = React.useState(dayjs('2024-02-05'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField label="Application date (uncontrolled)" defaultValue={dayjs('2024-01-10')} />
          <DateField label="Hire date (controlled)" value={hireDate} onChange={(newValue) => setHireDate(newValue)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {describe(hireDate)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
