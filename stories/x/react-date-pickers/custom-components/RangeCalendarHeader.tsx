import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';

function PagedHeader(props: PickersRangeCalendarHeaderProps) {
  const { currentMonth, onMonthChange, month, calendars, monthIndex, labelId } = props;
  const adapter = usePickerAdapter();
  const iconSx = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const step = `${calendars} month${calendars === 1 ? '' : 's'}`;

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      {/* Only the first month gets the "previous" button, only the last one the "next" button. */}
      <IconButton
        aria-label={`Previous ${step}`}
        onClick={() => onMonthChange(adapter.addMonths(currentMonth, -calendars))}
        sx={{ visibility: monthIndex === 0 ? 'visible' : 'hidden' }}
      >
        <ChevronLeftIcon sx={iconSx} />
      </IconButton>
      <Typography id={labelId} component="p" sx={{ fontWeight: 500 }}>
        {adapter.formatByString(month, `${adapter.formats.month} ${adapter.formats.year}`)}
      </Typography>
      <IconButton
        aria-label={`Next ${step}`}
        onClick={() => onMonthChange(adapter.addMonths(currentMonth, calendars))}
        sx={{ visibility: monthIndex === calendars - 1 ? 'visible' : 'hidden' }}
      >
        <ChevronRightIcon sx={iconSx} />
      </IconButton>
    </Stack>
  );
}

export default function RangeCalendarHeader() {
  const theme = useTheme();
  const twoMonths = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center', overflowX: 'auto' }}>
        <DateRangeCalendar
          defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-11')]}
          calendars={twoMonths ? 2 : 1}
          slots={{ calendarHeader: PagedHeader }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
