import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { frFR as materialFrFR } from '@mui/material/locale';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { frFR } from '@mui/x-date-pickers/locales';

export default function ThemeTranslations() {
  // Keep the page's mode and direction, and add the French texts of
  // Material UI and of the pickers to the theme.
  const { palette, direction } = useTheme();
  const theme = React.useMemo(
    () => createTheme({ palette: { mode: palette.mode }, direction }, materialFrFR, frFR),
    [palette.mode, direction],
  );

  return (
    <ThemeProvider theme={theme}>
      {/* No `localeText` here: the provider reads it from the theme. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <div lang="fr">
          <StaticDatePicker
            defaultValue={dayjs('2025-05-20')}
            slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
          />
        </div>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
