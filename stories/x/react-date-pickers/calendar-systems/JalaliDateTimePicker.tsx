import * as React from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { faIR } from '@mui/x-date-pickers/locales';
import { faIR as dateFnsFaIR } from 'date-fns-jalali/locale/fa-IR';

export default function JalaliDateTimePicker() {
  const { palette } = useTheme();
  const rtlTheme = React.useMemo(
    () => createTheme({ direction: 'rtl', palette: { mode: palette.mode } }, faIR),
    [palette.mode],
  );

  return (
    <ThemeProvider theme={rtlTheme}>
      <div dir="rtl" lang="fa">
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={dateFnsFaIR}>
          <DateTimePicker label="زمان جلسه" defaultValue={new Date(2025, 5, 14, 10, 30)} ampm={false} />
        </LocalizationProvider>
      </div>
    </ThemeProvider>
  );
}
