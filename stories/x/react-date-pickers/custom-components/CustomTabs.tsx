import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import type { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import type { DateView, TimeView } from '@mui/x-date-pickers/models';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const TIME_VIEWS: string[] = ['hours', 'minutes', 'seconds'];

function SegmentedTabs(props: DateTimePickerTabsProps) {
  const { value, view, setView } = usePickerContext<Dayjs | null, DateView | TimeView>();
  if (props.hidden) {
    return null;
  }
  const current = view && TIME_VIEWS.includes(view) ? 'time' : 'date';
  const hasValue = value?.isValid() ?? false;

  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      size="small"
      value={current}
      aria-label="Part of the value"
      onChange={(_event, next: 'date' | 'time' | null) => {
        if (next) {
          setView(next === 'date' ? 'day' : 'hours');
        }
      }}
      sx={{ px: 2, py: 1 }}
    >
      <ToggleButton value="date">{hasValue ? value!.format('MMM D') : 'Date'}</ToggleButton>
      <ToggleButton value="time">{hasValue ? value!.format('h:mm A') : 'Time'}</ToggleButton>
    </ToggleButtonGroup>
  );
}

export default function CustomTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDateTimePicker
        label="Boarding"
        defaultValue={dayjs('2025-07-18T09:05')}
        slots={{ tabs: SegmentedTabs }}
      />
    </LocalizationProvider>
  );
}
