import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

import { usePickerAdapter } from '@mui/x-date-pickers/hooks';

function YearAndMonthHeader(props) {
  // The adapter works with whichever date library the LocalizationProvider uses.
  const adapter = usePickerAdapter();
  const { currentMonth, onMonthChange, labelId, format = `${adapter.formats.month} ${adapter.formats.year}` } = props;
  // Arrows point the other way in right-to-left layouts.
  const iconSx = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const move = (months) => onMonthChange(adapter.addMonths(currentMonth, months));

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      <div>
        <IconButton aria-label="Previous year" onClick={() => move(-12)}>
          <KeyboardDoubleArrowLeftIcon sx={iconSx} />
        </IconButton>
        <IconButton aria-label="Previous month" onClick={() => move(-1)}>
          <ChevronLeftIcon sx={iconSx} />
        </IconButton>
      </div>
      {/* labelId names the day grid for screen readers. */}
      <Typography id={labelId} variant="body1" component="p" sx={{ fontWeight: 500 }}>
        {adapter.formatByString(currentMonth, format)}
      </Typography>
      <div>
        <IconButton aria-label="Next month" onClick={() => move(1)}>
          <ChevronRightIcon sx={iconSx} />
        </IconButton>
        <IconButton aria-label="Next year" onClick={() => move(12)}>
          <KeyboardDoubleArrowRightIcon sx={iconSx} />
        </IconButton>
      </div>
    </Stack>
  );
}

export default function CustomCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          defaultValue={dayjs('2025-03-21')}
          views={['day']}
          slots={{ calendarHeader: YearAndMonthHeader }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
