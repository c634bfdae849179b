import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The first day of the sprint being planned. In an app, this would come from your data.
const sprintStart = dayjs('2025-04-14');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'One week', getValue: () => [sprintStart, sprintStart.add(4, 'day')] },
  { label: 'Two weeks', getValue: () => [sprintStart, sprintStart.add(11, 'day')] },
  { label: 'Three weeks', getValue: () => [sprintStart, sprintStart.add(18, 'day')] },
  { label: 'Rest of the month', getValue: () => [sprintStart, sprintStart.endOf('month')] },
];

export default function StaticShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[sprintStart, sprintStart.add(11, 'day')]}
        slotProps={{
          // A static picker stays on screen: a shortcut only sets the range.
          shortcuts: { items: shortcuts, changeImportance: 'set' },
          // The highlighted days say enough: no toolbar, no buttons.
          toolbar: { hidden: true },
          actionBar: { actions: [] },
          layout: {
            sx: {
              maxWidth: 340,
              // Below the calendar, as a row of chips that wraps, instead of a column beside it.
              [`.${pickersLayoutClasses.shortcuts}`]: {
                gridColumn: '1 / 4',
                gridRow: 4,
                display: 'flex',
                flexWrap: 'wrap',
                maxWidth: 'none',
                px: 2,
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
