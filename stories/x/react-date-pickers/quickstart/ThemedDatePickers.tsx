import * as React from 'react';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, useTheme, type ThemeOptions } from '@mui/material/styles';
import dayjs from 'dayjs';
// Adds the pickers' components (MuiDatePicker, MuiPickersDay…) to the theme's types.
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const pickerTheme: ThemeOptions = {
  components: {
    // Default props for every DatePicker below this theme.
    MuiDatePicker: {
      defaultProps: {
        displayWeekNumber: true,
        showDaysOutsideCurrentMonth: true,
        disableHighlightToday: true,
      },
    },
    // Style overrides for the day buttons of every calendar.
    MuiPickersDay: {
      styleOverrides: {
        root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
      },
    },
  },
};

export default function ThemedDatePickers() {
  // Extends the surrounding theme, so light and dark mode keep working.
  const outerTheme = useTheme();
  const theme = React.useMemo(() => createTheme(outerTheme, pickerTheme), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Sprint start" defaultValue={dayjs('2024-04-29')} />
          <DatePicker label="Sprint end" defaultValue={dayjs('2024-05-10')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
