import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const buttonSx = {
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
} as const;

export default function MonthYearButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          defaultValue={dayjs('2025-04-01')}
          views={['year', 'month']}
          openTo="month"
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2031-12-31')}
          slotProps={{
            monthButton: { sx: buttonSx },
            // A function receives the button's owner state: here, whether the year is selected.
            yearButton: (ownerState) => ({
              sx: { ...buttonSx, fontWeight: ownerState.isYearSelected ? 700 : 400 },
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
