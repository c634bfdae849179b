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

const presets: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { id: 'last-30-days', label: 'Last 30 days', getValue: () => [today.subtract(29, 'day'), today] },
  { id: 'quarter-to-date', label: 'Quarter to date', getValue: () => [dayjs('2025-04-01'), today] },
  { id: 'year-to-date', label: 'Year to date', getValue: () => [today.startOf('year'), today] },
];

export default function ShortcutOrigin() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([dayjs('2025-03-01'), dayjs('2025-03-31')]);
  // The preset the range came from, or null for dates the reader chose one by one.
  const [presetLabel, setPresetLabel] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateRangePicker
          label="Sales report"
          value={range}
          referenceDate={today}
          onChange={(newValue, context) => {
            setRange(newValue);
            setPresetLabel(context.shortcut?.label ?? null);
          }}
          slotProps={{ shortcuts: { items: presets } }}
        />
        <Typography variant="body2" color="text.secondary">
          Report title: {presetLabel ?? 'Custom period'}
          {range[0] && range[1]
            ? ` (${range[0].format('MMM D')} – ${range[1].format('MMM D, YYYY')})`
            : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
