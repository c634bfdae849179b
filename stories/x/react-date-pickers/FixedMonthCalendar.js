import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Sprint review meetings happen on weekdays only.
const isWeekend = (date) => date.day() === 0 || date.day() === 6;

export default function FixedMonthCalendar() {
  const [meetingDay, setMeetingDay] = React.useState(dayjs('2024-05-02'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Typography id="sprint-review-label" variant="subtitle2" component="p">
          Sprint review day
        </Typography>
        <DateCalendar
          aria-labelledby="sprint-review-label"
          value={meetingDay}
          onChange={(newValue) => setMeetingDay(newValue)}
          shouldDisableDate={isWeekend}
          disableHighlightToday
          sx={{ mx: 0 }}
        />
        <Typography variant="body2" color="text.secondary">
          {meetingDay ? `Review scheduled for ${meetingDay.format('dddd, MMMM D, YYYY')}` : 'No day chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
