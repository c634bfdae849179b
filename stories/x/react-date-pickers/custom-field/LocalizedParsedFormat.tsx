import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { frFR, deDE } from '@mui/x-date-pickers/locales';
import { useParsedFormat } from '@mui/x-date-pickers/hooks';

function FormatHint({ format }: { format: string }) {
  // Outside a picker, pass the format to read.
  const parsedFormat = useParsedFormat({ format });
  return (
    <Typography variant="body2">
      <code>{format}</code> is shown as <strong>{parsedFormat}</strong>
    </Typography>
  );
}

const locales = [
  { name: 'English', adapterLocale: 'en', localeText: undefined },
  { name: 'French', adapterLocale: 'fr', localeText: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
  { name: 'German', adapterLocale: 'de', localeText: deDE.components.MuiLocalizationProvider.defaultProps.localeText },
];

export default function LocalizedParsedFormat() {
  return (
    <Stack spacing={2}>
      {locales.map((locale) => (
        <LocalizationProvider
          key={locale.name}
          dateAdapter={AdapterDayjs}
          adapterLocale={locale.adapterLocale}
          localeText={locale.localeText}
        >
          <Stack spacing={0.5}>
            <Typography variant="body2" component="p" sx={{ fontWeight: 'bold' }}>
              {locale.name}
            </Typography>
            <FormatHint format="DD/MM/YYYY" />
            <FormatHint format="HH:mm" />
          </Stack>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
