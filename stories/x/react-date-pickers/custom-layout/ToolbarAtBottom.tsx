import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function ToolbarAtBottom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-05-16')}
        slotProps={{
          layout: {
            sx: {
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              // The layout is a CSS grid: move the toolbar under the calendar,
              // and the action bar under the toolbar.
              [`.${pickersLayoutClasses.toolbar}`]: { gridRow: 3 },
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridRow: 4,
                justifyContent: 'flex-start',
              },
            },
          },
          actionBar: { actions: ['clear', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
