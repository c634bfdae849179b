import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ClearableField() {
  const [endDate, setEndDate] = React.useState<Dayjs | null>(dayjs('2024-12-31'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField
          label="Contract end"
          value={endDate}
          onChange={(newValue) => setEndDate(newValue)}
          clearable
          onClear={() => setClearCount((count) => count + 1)}
        />
        <Typography variant="body2" color="text.secondary">
          {endDate && endDate.isValid()
            ? `Ends on ${endDate.format('MMMM D, YYYY')}`
            : 'Open-ended contract'}
          {clearCount > 0 ? ` · cleared ${clearCount} ${clearCount === 1 ? 'time' : 'times'}` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
