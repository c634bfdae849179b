import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { deDE, enUS, frFR, jaJP } from '@mui/x-date-pickers/locales';

// `localeText` translates the components' own words; `adapterLocale` makes
// Day.js write month and weekday names in the same language.
const languages = {
  en: {
    name: 'English',
    pickers: enUS,
    flight: 'Flight date',
    returnFlight: 'Return flight',
  },
  de: {
    name: 'Deutsch',
    pickers: deDE,
    flight: 'Flugdatum',
    returnFlight: 'Rückflug',
  },
  fr: {
    name: 'Français',
    pickers: frFR,
    flight: 'Date du vol',
    returnFlight: 'Vol retour',
  },
  ja: { name: '日本語', pickers: jaJP, flight: '出発日', returnFlight: '復路' },
};

export default function TranslatedPickers() {
  const [language, setLanguage] = React.useState('en');
  const [flight, setFlight] = React.useState(dayjs('2025-03-14'));
  const { pickers, flight: flightLabel, returnFlight } = languages[language];

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={language}
        exclusive
        size="small"
        aria-label="Language"
        onChange={(_event, newLanguage) => {
          if (newLanguage) {
            setLanguage(newLanguage);
          }
        }}
      >
        {Object.keys(languages).map((key) => (
          <ToggleButton key={key} value={key} lang={key}>
            {languages[key].name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={language}
        localeText={pickers.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} lang={language}>
          <DatePicker
            label={flightLabel}
            value={flight}
            onChange={(newValue) => setFlight(newValue)}
            slotProps={{
              actionBar: { actions: ['clear', 'cancel', 'accept'] },
            }}
            closeOnSelect={false}
          />
          {/* An empty field shows the translated placeholders. */}
          <Box>
            <DateField label={returnFlight} />
          </Box>
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
