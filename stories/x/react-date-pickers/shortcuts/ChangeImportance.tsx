import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type {
  DateValidationError,
  PickerChangeHandlerContext,
  PickerChangeImportance,
} from '@mui/x-date-pickers/models';

// "Today" for this demo: Wednesday, April 9, 2025. In an app, use `dayjs()` instead.
const today = dayjs('2025-04-09');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'next-monday', label: 'Next Monday', getValue: () => today.day(8) },
  { id: 'end-of-month', label: 'End of month', getValue: () => today.endOf('month').startOf('day') },
  { id: 'in-two-weeks', label: 'In two weeks', getValue: () => today.add(2, 'week') },
];

export default function ChangeImportance() {
  const [importance, setImportance] = React.useState<PickerChangeImportance>('accept');
  const [log, setLog] = React.useState<string[]>([]);

  const record =
    (callback: string) => (value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
      const date = value?.isValid() ? value.format('YYYY-MM-DD') : 'null';
      // `context.shortcut` tells which shortcut produced the value, without its `getValue`.
      const origin = context.shortcut ? ` from "${context.shortcut.label}"` : '';
      setLog((previous) => [...previous, `${callback} ${date}${origin}`]);
    };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={importance}
          aria-label="changeImportance"
          onChange={(_event, next: PickerChangeImportance | null) => {
            if (next) {
              setImportance(next);
              setLog([]);
            }
          }}
        >
          <ToggleButton value="accept">accept</ToggleButton>
          <ToggleButton value="set">set</ToggleButton>
        </ToggleButtonGroup>
        <DatePicker
          label="Follow-up call"
          defaultValue={dayjs('2025-04-10')}
          onChange={record('onChange')}
          onAccept={record('onAccept')}
          onClose={() => setLog((previous) => [...previous, 'onClose'])}
          slotProps={{ shortcuts: { items: shortcuts, changeImportance: importance } }}
          sx={{ maxWidth: 340 }}
        />
        <Box
          component="ol"
          aria-label="Callback log"
          sx={{ m: 0, pl: 3, minHeight: 72, fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}
        >
          {log.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
