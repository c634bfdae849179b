import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledValue() {
  // The due date lives in this component's state: the picker only displays it.
  const [dueDate, setDueDate] = React.useState(dayjs('2024-08-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Uncontrolled: the picker keeps its own state, starting from `defaultValue`. */}
          <DatePicker label="Issue date" defaultValue={dayjs('2024-07-29')} disableHighlightToday />
          {/* Controlled: `value` comes from the parent, `onChange` updates it. */}
          <DatePicker
            label="Due date"
            value={dueDate}
            onChange={(newValue) => setDueDate(newValue)}
            disableHighlightToday
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            disabled={!dueDate || !dueDate.isValid()}
            onClick={() => setDueDate((date) => (date ? date.add(1, 'week') : date))}
          >
            Extend by a week
          </Button>
          <Typography variant="body2" color="text.secondary">
            {dueDate && dueDate.isValid() ? `Payment due ${dueDate.format('dddd, MMMM D, YYYY')}` : 'No valid due date'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
