import * as React from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function StaticDatePickerLandscape() {
  // The landscape layout needs about 480px: narrow screens keep the portrait one.
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('sm'));

  return (
    // The toolbar's title is a locale text, set for the whole provider.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ datePickerToolbarTitle: 'Shipping date' }}
    >
      <StaticDatePicker
        orientation={isWide ? 'landscape' : 'portrait'}
        defaultValue={dayjs('2024-10-18')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
      />
    </LocalizationProvider>
  );
}
