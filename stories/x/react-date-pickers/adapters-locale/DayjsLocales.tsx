import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
// Import each Day.js locale you use once, anywhere in the application.
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const locales = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ja', name: '日本語' },
];

export default function DayjsLocales() {
  const [locale, setLocale] = React.useState('en');
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs('2025-03-18'));

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={locale}
        exclusive
        size="small"
        aria-label="Date locale"
        onChange={(_event, newLocale: string | null) => {
          if (newLocale) {
            setLocale(newLocale);
          }
        }}
      >
        {locales.map(({ code, name }) => (
          <ToggleButton key={code} value={code} lang={code}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Stack spacing={1} lang={locale}>
          <DateField
            label="Board meeting"
            value={meeting}
            onChange={(newValue) => setMeeting(newValue)}
          />
          <DateCalendar value={meeting} onChange={(newValue) => setMeeting(newValue)} sx={{ mx: 0 }} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
