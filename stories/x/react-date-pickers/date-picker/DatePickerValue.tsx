import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerValue() {
  // The due date lives in our state: the picker shows it and reports every change.
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(dayjs('2024-06-28'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Uncontrolled: the picker keeps its own value, starting from `defaultValue`. */}
          <DatePicker label="Issue date (uncontrolled)" defaultValue={dayjs('2024-06-14')} />
          {/* Controlled: `value` comes from the parent, which updates it in `onChange`. */}
          <DatePicker
            label="Due date (controlled)"
            value={dueDate}
            onChange={(newValue) => setDueDate(newValue)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {dueDate && dueDate.isValid()
            ? `Invoice due on ${dueDate.format('dddd, MMMM D, YYYY')}`
            : 'No valid due date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
