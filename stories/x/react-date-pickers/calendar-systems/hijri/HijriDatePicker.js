import * as React from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
// The Arabic locale first: moment-hijri then adds the Hijri month names to it.
import 'moment/locale/ar-sa';
import moment from 'moment-hijri';

// Latin digits. With Arabic-Indic digits, this version's field cannot read its sections as numbers
// and gives screen readers no value (aria-valuenow="NaN").
moment.updateLocale('ar-sa', { preparse: (text) => text, postformat: (text) => text });

// moment-hijri only computes the years 1356 to 1499 AH.
const minDate = moment('1938-01-01');
const maxDate = moment('2075-12-31');

export default function HijriDatePicker() {
  const { palette } = useTheme();
  const rtlTheme = React.useMemo(
    () => createTheme({ direction: 'rtl', palette: { mode: palette.mode } }),
    [palette.mode],
  );
  // March 1, 2025 is 1 Ramadan 1446.
  const [appointment, setAppointment] = React.useState(moment('2025-03-01'));

  return (
    <ThemeProvider theme={rtlTheme}>
      <Stack spacing={2} dir="rtl" lang="ar" sx={{ maxWidth: 320 }}>
        <LocalizationProvider dateAdapter={AdapterMomentHijri} adapterLocale="ar-sa">
          <DatePicker
            label="تاريخ الموعد"
            value={appointment}
            onChange={setAppointment}
            minDate={minDate}
            maxDate={maxDate}
          />
        </LocalizationProvider>
        <Typography variant="body2" dir="ltr" lang="en" sx={{ textAlign: 'right' }}>
          Gregorian date: {appointment?.isValid() ? appointment.clone().locale('en').format('MMMM D, YYYY') : 'none'}
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
