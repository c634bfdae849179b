import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/**
 * The settings chosen in the playground, kept in one component: week numbers, square days in the
 * secondary colour. Callers pass the usual DatePicker props, and their own props win.
 */
function SquareDatePicker(props) {
  return (
    <DatePicker
      displayWeekNumber
      showDaysOutsideCurrentMonth
      {...props}
      slotProps={{
        ...props.slotProps,
        day: {
          sx: {
            borderRadius: 1,
            '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected:focus': { bgcolor: 'secondary.main' },
          },
        },
      }}
    />
  );
}

export default function TeamDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SquareDatePicker label="Release date" defaultValue={dayjs('2025-06-03')} />
        <SquareDatePicker label="Code freeze" defaultValue={dayjs('2025-05-27')} showDaysOutsideCurrentMonth={false} />
      </Stack>
    </LocalizationProvider>
  );
}
