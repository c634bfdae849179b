import * as React from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { faIR as materialFaIR } from '@mui/material/locale';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR } from '@mui/x-date-pickers/locales';
import { faIR as dateFnsFaIR } from 'date-fns-jalali/locale/fa-IR';

export default function JalaliDatePicker() {
  // A right-to-left theme with the Persian texts of Material UI and the pickers.
  const { palette } = useTheme();
  const rtlTheme = React.useMemo(
    () => createTheme({ direction: 'rtl', palette: { mode: palette.mode } }, materialFaIR, faIR),
    [palette.mode],
  );

  return (
    <ThemeProvider theme={rtlTheme}>
      <div dir="rtl" lang="fa">
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={dateFnsFaIR}>
          {/* March 21, 2025 is Nowruz: 1 Farvardin 1404. */}
          <DatePicker label="تاریخ سفر" defaultValue={new Date(2025, 2, 21)} />
        </LocalizationProvider>
      </div>
    </ThemeProvider>
  );
}
