import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import type { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';

// "Today" for this demo: Wednesday, April 9, 2025. In an app, use `dayjs()` instead.
const today = dayjs('2025-04-09');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'This Friday', getValue: () => today.day(5) },
  { label: 'End of quarter', getValue: () => dayjs('2025-06-30') },
  { label: 'In 30 days', getValue: () => today.add(30, 'day') },
];

/** Replaces the chips with a list that shows each shortcut's date under its label. */
function ShortcutsList(props: PickersShortcutsProps<Dayjs | null>) {
  const { items = [], changeImportance = 'accept', className } = props;
  // The same two hooks the default component relies on.
  const isValidValue = useIsValidValue<Dayjs | null>();
  const { setValue } = usePickerActionsContext<Dayjs | null>();

  if (items.length === 0) {
    return null;
  }

  return (
    <List
      dense
      // The layout places the shortcuts by this class name: keep it.
      className={className}
      subheader={<ListSubheader disableSticky>Quick picks</ListSubheader>}
      sx={{ maxWidth: 180, maxHeight: 336, overflow: 'auto' }}
    >
      {items.map((item) => {
        const value = item.getValue({ isValid: isValidValue });
        return (
          <ListItem key={item.label} disablePadding>
            <ListItemButton
              disabled={!isValidValue(value)}
              onClick={() => setValue(value, { changeImportance, shortcut: item })}
            >
              <ListItemText primary={item.label} secondary={value?.format('ddd, MMM D')} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

export default function CustomShortcutsList() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice due date"
        referenceDate={today}
        slots={{ shortcuts: ShortcutsList }}
        slotProps={{ shortcuts: { items: shortcuts } }}
        sx={{ maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
