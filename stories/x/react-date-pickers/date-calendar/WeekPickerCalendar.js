import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Timesheets are filed per week, from Sunday to Saturday.
const weekStyles = (ownerState) => (theme) => ({
  borderRadius: 0,
  // No gap between the days of the week, so it reads as one band.
  mx: 0,
  px: 2.5,
  backgroundColor: alpha(theme.palette.primary.main, 0.16),
  color: theme.palette.text.primary,
  '&:hover, &:focus, &.Mui-selected, &.Mui-selected:hover, &.Mui-selected:focus': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  ...(ownerState.isDayStartOfWeek && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
  ...(ownerState.isDayEndOfWeek && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
});

export default function WeekPickerCalendar() {
  const [day, setDay] = React.useState(dayjs('2024-07-17'));
  const weekStart = day ? day.startOf('week') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="timesheet-week-label">
        <Typography id="timesheet-week-label" variant="subtitle2" component="p">
          Timesheet week
        </Typography>
        <DateCalendar
          value={day}
          onChange={(newValue) => setDay(newValue)}
          showDaysOutsideCurrentMonth
          slotProps={{
            // Called for every day cell: the days of the selected week get the band styles.
            day: (ownerState) =>
              weekStart && ownerState.day.isSame(weekStart, 'week') ? { sx: weekStyles(ownerState) } : {},
          }}
          sx={{ mx: 0 }}
        />
        <Typography variant="body2" color="text.secondary">
          {weekStart
            ? `Week of ${weekStart.format('MMMM D')} to ${weekStart.add(6, 'day').format('MMMM D, YYYY')}`
            : 'No week chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
