import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

/**
 * Stands in for a request to your server: after a fixed delay, resolves with the days of the
 * month whose guided tours still have free places. The days follow a fixed pattern per month.
 */
function fetchOpenDays(month: Dayjs, { signal }: { signal: AbortSignal }) {
  return new Promise<number[]>((resolve, reject) => {
    const timeout = setTimeout(() => {
      const seed = month.month() + 1;
      const days = [3, 8, 11, 16, 22, 27].map((day) => ((day + seed * 2) % month.daysInMonth()) + 1);
      resolve(days.sort((a, b) => a - b));
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timeout);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

// The day slot reads the open days from a context, so it can stay a module-level component.
const OpenDaysContext = React.createContext<number[]>([]);

function TourDay(props: PickersDayProps) {
  const openDays = React.useContext(OpenDaysContext);
  const isOpen = !props.outsideCurrentMonth && openDays.includes(props.day.date());

  return (
    <Badge
      overlap="circular"
      variant="dot"
      color="success"
      invisible={!isOpen}
    >
      <PickersDay {...props} />
    </Badge>
  );
}

export default function HighlightedDaysCalendar() {
  const requestRef = React.useRef<AbortController | null>(null);
  const [isLoading, setIsLoading] = React.useState(true);
  const [visibleMonth, setVisibleMonth] = React.useState(dayjs('2024-05-01'));
  const [openDays, setOpenDays] = React.useState<number[]>([]);

  const loadMonth = React.useCallback((month: Dayjs) => {
    // A reader can switch months faster than the server answers: drop the older request.
    requestRef.current?.abort();
    const controller = new AbortController();
    requestRef.current = controller;
    setIsLoading(true);
    setVisibleMonth(month);
    fetchOpenDays(month, { signal: controller.signal })
      .then((days) => {
        setOpenDays(days);
        setIsLoading(false);
      })
      .catch((error: DOMException) => {
        if (error.name !== 'AbortError') {
          throw error;
        }
      });
  }, []);

  React.useEffect(() => {
    loadMonth(dayjs('2024-05-01'));
    return () => requestRef.current?.abort();
  }, [loadMonth]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box role="group" aria-labelledby="tour-day-label">
        <Typography id="tour-day-label" variant="subtitle2" component="p">
          Guided tour day
        </Typography>
        <OpenDaysContext.Provider value={openDays}>
          <DateCalendar
            defaultValue={dayjs('2024-05-13')}
            loading={isLoading}
            onMonthChange={(month) => {
              setOpenDays([]);
              loadMonth(month);
            }}
            renderLoading={() => <DayCalendarSkeleton />}
            slots={{ day: TourDay }}
            sx={{ mx: 0 }}
          />
        </OpenDaysContext.Provider>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {isLoading
            ? `Loading open days for ${visibleMonth.format('MMMM')}…`
            : `Free places in ${visibleMonth.format('MMMM')}: ${openDays
                .map((day) => visibleMonth.date(day).format('MMM D'))
                .join(', ')}`}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
