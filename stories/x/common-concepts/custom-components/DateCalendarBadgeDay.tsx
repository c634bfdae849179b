import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Deliveries booked at a warehouse loading dock in March 2025.
const deliveries: Record<string, number> = {
  '2025-03-04': 2,
  '2025-03-07': 1,
  '2025-03-12': 3,
  '2025-03-18': 1,
  '2025-03-21': 2,
  '2025-03-27': 4,
};

const deliveriesText = (count: number) => (count === 1 ? '1 delivery' : `${count} deliveries`);

// Replaces the `day` slot, and still renders the library's PickersDay inside:
// selection, keyboard focus and the disabled and outside-month styles keep working.
function DeliveryDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const count = outsideCurrentMonth ? 0 : (deliveries[day.format('YYYY-MM-DD')] ?? 0);

  return (
    <Badge
      overlap="circular"
      color="primary"
      badgeContent={count}
      // The count is announced with the day (below), so the badge itself is hidden from screen readers.
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <PickersDay
        {...props}
        aria-label={count > 0 ? `${day.format('MMMM D')}, ${deliveriesText(count)}` : undefined}
      />
    </Badge>
  );
}

export default function DateCalendarBadgeDay() {
  const [value, setValue] = React.useState(dayjs('2025-03-12'));
  const count = deliveries[value.format('YYYY-MM-DD')] ?? 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="dock-schedule-label" sx={{ maxWidth: 340 }}>
        <Typography id="dock-schedule-label" component="p" variant="subtitle2">
          Loading dock schedule
        </Typography>
        <DateCalendar
          value={value}
          onChange={(newValue) => newValue && setValue(newValue)}
          disableHighlightToday
          slots={{ day: DeliveryDay }}
          sx={{ mx: 0 }}
        />
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {value.format('dddd, MMMM D')}: {count === 0 ? 'no deliveries' : deliveriesText(count)}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
