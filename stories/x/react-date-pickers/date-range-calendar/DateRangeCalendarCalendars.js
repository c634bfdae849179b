import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarCalendars() {
  const [calendars, setCalendars] = React.useState(1);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          aria-label="Number of calendars"
          size="small"
          exclusive
          value={calendars}
          onChange={(_event, newValue) => {
            if (newValue !== null) {
              setCalendars(newValue);
            }
          }}
        >
          <ToggleButton value={1}>1 calendar</ToggleButton>
          <ToggleButton value={2}>2 calendars</ToggleButton>
          <ToggleButton value={3}>3 calendars</ToggleButton>
        </ToggleButtonGroup>
        {/* Several months are wider than a phone: let them scroll sideways. */}
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <DateRangeCalendar calendars={calendars} defaultValue={[dayjs('2025-10-20'), dayjs('2025-11-21')]} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
