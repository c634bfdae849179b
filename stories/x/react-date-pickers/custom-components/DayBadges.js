import * as React from 'react';
import dayjs from 'dayjs';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';

// Number of team members on leave, by date.
const LEAVE = {
  '2025-12-19': 1,
  '2025-12-22': 3,
  '2025-12-23': 4,
  '2025-12-24': 6,
  '2025-12-29': 5,
  '2025-12-30': 5,
  '2025-12-31': 2,
};

function LeaveDay(props) {
  const { day, outsideCurrentMonth, ...other } = props;
  const date = dayjs(day);
  const count = outsideCurrentMonth ? 0 : (LEAVE[date.format('YYYY-MM-DD')] ?? 0);

  return (
    <Badge
      overlap="circular"
      color={count > 3 ? 'error' : 'primary'}
      badgeContent={count}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <PickersDay
        {...other}
        day={day}
        outsideCurrentMonth={outsideCurrentMonth}
        aria-label={count ? `${date.format('MMMM D')}, ${count} on leave` : undefined}
      />
    </Badge>
  );
}

export default function DayBadges() {
  const [date, setDate] = React.useState(dayjs('2025-12-15'));
  const count = LEAVE[date.format('YYYY-MM-DD')] ?? 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={date}
          onChange={(newValue) => newValue && setDate(dayjs(newValue))}
          views={['day']}
          slots={{ day: LeaveDay }}
        />
        <Typography variant="body2">
          {date.format('dddd, MMMM D')}: {count === 0 ? 'everyone in' : `${count} on leave`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
