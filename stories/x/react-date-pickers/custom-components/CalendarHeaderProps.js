import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          defaultValue={dayjs('2025-11-24')}
          slots={{ switchViewIcon: UnfoldMoreIcon }}
          slotProps={{
            calendarHeader: {
              format: 'MMM YYYY',
              sx: { borderBottom: 1, borderColor: 'divider', pb: 1, mb: 1 },
            },
            switchViewButton: { color: 'primary' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
