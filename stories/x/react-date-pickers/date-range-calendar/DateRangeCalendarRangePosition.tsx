import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

const formatDay = (day: Dayjs | null) => (day ? day.format('ddd, MMM D') : 'not set');

export default function DateRangeCalendarRangePosition() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09'),
    dayjs('2025-06-13'),
  ]);
  // Which date the next click sets: our buttons and the calendar both change it.
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          aria-label="Date to edit"
          size="small"
          exclusive
          value={rangePosition}
          onChange={(_event, newValue: RangePosition | null) => {
            if (newValue !== null) {
              setRangePosition(newValue);
            }
          }}
        >
          <ToggleButton value="start">Check-in: {formatDay(stay[0])}</ToggleButton>
          <ToggleButton value="end">Check-out: {formatDay(stay[1])}</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={stay}
          onChange={(newValue) => setStay(newValue)}
          rangePosition={rangePosition}
          onRangePositionChange={(newPosition) => setRangePosition(newPosition)}
        />
        <Typography variant="body2" color="text.secondary">
          Next click sets the {rangePosition === 'start' ? 'check-in' : 'check-out'} date
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
