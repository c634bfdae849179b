import * as React from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function StaticTimePickerLandscape() {
  // The landscape layout needs about 500px: narrow screens keep the portrait one.
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('sm'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker
        orientation={isWide ? 'landscape' : 'portrait'}
        defaultValue={dayjs('2024-04-17T17:20')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
      />
    </LocalizationProvider>
  );
}
