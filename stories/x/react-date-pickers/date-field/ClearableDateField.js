import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ClearableDateField() {
  const [endDate, setEndDate] = React.useState(dayjs('2024-12-31'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Subscription ends"
            value={endDate}
            onChange={(newValue) => setEndDate(newValue)}
            clearable
          />
          {/* The clear button can sit at the start of the field instead. */}
          <DateField label="Trial ends" defaultValue={dayjs('2024-10-15')} clearable clearButtonPosition="start" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {endDate ? `Renews until ${endDate.format('MMMM D, YYYY')}` : 'Open-ended subscription'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
