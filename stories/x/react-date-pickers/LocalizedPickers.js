import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';

// Day.js formats the dates; the `localeText` of each locale translates the
// component's own words (button labels, placeholders, toolbar titles).
const locales = {
  en: { name: 'English', label: 'Departure date', localeText: enUS },
  de: { name: 'Deutsch', label: 'Abreisedatum', localeText: deDE },
  fr: { name: 'Français', label: 'Date de départ', localeText: frFR },
};

export default function LocalizedPickers() {
  const [locale, setLocale] = React.useState('en');
  const [departure, setDeparture] = React.useState(dayjs('2025-03-14'));
  const { label, localeText } = locales[locale];

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={locale}
        exclusive
        size="small"
        aria-label="Language"
        onChange={(_event, newLocale) => {
          if (newLocale) {
            setLocale(newLocale);
          }
        }}
      >
        {Object.keys(locales).map((key) => (
          <ToggleButton key={key} value={key} lang={key}>
            {locales[key].name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale}
        localeText={localeText.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Box lang={locale}>
          <DatePicker
            label={label}
            value={departure}
            onChange={(newValue) => setDeparture(newValue)}
            disableHighlightToday
          />
          <DateCalendar
            value={departure}
            onChange={(newValue) => setDeparture(newValue)}
            disableHighlightToday
            sx={{ mx: 0, mt: 1 }}
          />
        </Box>
      </LocalizationProvider>
    </Stack>
  );
}
