import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The day the order is placed: Friday, April 11, 2025. In an app, use `dayjs()` instead.
const orderDate = dayjs('2025-04-11');

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  // Falls on a Saturday, which `shouldDisableDate` forbids: the chip is disabled.
  { label: 'Tomorrow', getValue: () => orderDate.add(1, 'day') },
  {
    label: 'Next business day',
    // `isValid` runs every validation prop of the picker: step forward until a day passes.
    getValue: ({ isValid }) => {
      let day = orderDate.add(1, 'day');
      while (!isValid(day)) {
        day = day.add(1, 'day');
      }
      return day;
    },
  },
  { label: 'In one week', getValue: () => orderDate.add(1, 'week') },
  // Before `minDate`: disabled as well.
  { label: 'Yesterday', getValue: () => orderDate.subtract(1, 'day') },
];

export default function ShortcutsValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        referenceDate={orderDate}
        minDate={orderDate}
        maxDate={orderDate.add(2, 'month')}
        shouldDisableDate={isWeekend}
        slotProps={{ shortcuts: { items: shortcuts } }}
        sx={{ maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
