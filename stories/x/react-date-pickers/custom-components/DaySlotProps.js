import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Paydays fall on the 15th and on the last day of each month.
const isPayday = (day) => day.date() === 15 || day.date() === day.daysInMonth();

export default function DaySlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          defaultValue={dayjs('2025-05-06')}
          slotProps={{
            // The day's owner state tells which day is rendered and whether it is selected.
            day: (ownerState) =>
              isPayday(dayjs(ownerState.day)) && !ownerState.isDaySelected
                ? {
                    title: 'Payday',
                    sx: { border: 2, borderColor: 'success.main', fontWeight: 700 },
                  }
                : {},
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
