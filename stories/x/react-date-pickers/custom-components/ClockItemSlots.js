import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

// The item receives the time it stands for (`itemValue`) and its text (`formattedValue`).
function LunchAwareItem(props) {
  const { itemValue, formattedValue, sx, ...other } = props;
  const hour = itemValue.hour();
  const isLunch = hour >= 12 && hour < 14;

  return (
    <MenuItem
      {...other}
      sx={[
        { mx: 0.5, my: 0.25, borderRadius: 1, justifyContent: 'center' },
        isLunch && ((theme) => ({ backgroundColor: alpha(theme.palette.warning.main, 0.16) })),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {formattedValue}
    </MenuItem>
  );
}

export default function ClockItemSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* 48 times, within the threshold: one column, the DigitalClock. */}
        <DesktopTimePicker
          label="Table booking"
          defaultValue={dayjs('2025-06-06T12:30')}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          slots={{ digitalClockItem: LunchAwareItem }}
        />
        {/* 96 times, over the default threshold of 24: one column per section, the MultiSectionDigitalClock. */}
        <DesktopTimePicker
          label="Courier pick-up"
          defaultValue={dayjs('2025-06-06T13:15')}
          timeSteps={{ minutes: 15 }}
          slotProps={{
            digitalClockSectionItem: { sx: { borderRadius: 1, fontWeight: 500 } },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
