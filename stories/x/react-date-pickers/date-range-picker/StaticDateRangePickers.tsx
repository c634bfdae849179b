import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

export default function StaticDateRangePickers() {
  // The toolbar draws the dash between both dates as an <h5>. Inline on a page, that would be a
  // heading of its own in the page's outline: render the h5 typography as a <span> here.
  const outerTheme = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: { MuiTypography: { defaultProps: { variantMapping: { h5: 'span' } } } },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{ dateRangePickerToolbarTitle: 'Sprint dates' }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <StaticDateRangePicker
            defaultValue={[dayjs('2025-04-07'), dayjs('2025-04-18')]}
            calendars={1}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Box>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
