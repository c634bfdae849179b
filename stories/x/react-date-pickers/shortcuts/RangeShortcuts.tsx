import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// "Today" for this demo: Wednesday, April 9, 2025. In an app, use `dayjs()` instead.
const today = dayjs('2025-04-09');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [today.startOf('week'), today.endOf('week')] },
  {
    label: 'Last week',
    getValue: () => {
      const lastWeek = today.subtract(1, 'week');
      return [lastWeek.startOf('week'), lastWeek.endOf('week')];
    },
  },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'Current month', getValue: () => [today.startOf('month'), today.endOf('month')] },
  {
    label: 'Next month',
    getValue: () => {
      const nextMonth = today.add(1, 'month');
      return [nextMonth.startOf('month'), nextMonth.endOf('month')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

function describe([start, end]: DateRange<Dayjs>) {
  if (!start || !end) {
    return 'No period selected';
  }
  return `From ${start.format('ddd, MMM D')} to ${end.format('ddd, MMM D, YYYY')}`;
}

export default function RangeShortcuts() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-03-24'),
    dayjs('2025-03-30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateRangePicker
          label="Reporting period"
          value={period}
          onChange={(newValue) => setPeriod(newValue)}
          referenceDate={today}
          slotProps={{ shortcuts: { items: shortcuts } }}
        />
        <Typography variant="body2" color="text.secondary">
          {describe(period)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
