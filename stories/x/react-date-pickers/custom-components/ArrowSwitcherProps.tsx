import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock, type TimeClockSlotProps } from '@mui/x-date-pickers/TimeClock';

// The same four slots exist wherever an arrow switcher is rendered.
const arrowSlotProps: TimeClockSlotProps = {
  previousIconButton: { color: 'primary', size: 'medium' },
  nextIconButton: { color: 'primary', size: 'medium' },
  leftArrowIcon: { fontSize: 'large' },
  rightArrowIcon: { fontSize: 'large' },
};

export default function ArrowSwitcherProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <DateCalendar defaultValue={dayjs('2025-08-12')} slotProps={arrowSlotProps} />
        <TimeClock
          defaultValue={dayjs('2025-08-12T14:30')}
          showViewSwitcher
          slotProps={arrowSlotProps}
        />
      </Stack>
    </LocalizationProvider>
  );
}
