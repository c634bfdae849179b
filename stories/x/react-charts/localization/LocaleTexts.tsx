import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import {
  type ChartsLocaleText,
  elGRLocaleText,
  enUSLocaleText,
  frFRLocalText,
  ptBRLocaleText,
  ptPTLocaleText,
} from '@mui/x-charts/locales';

type State = 'data' | 'loading' | 'empty';

// The locales shipped with version 8.9 (note the spelling of the French export).
const locales: Record<string, { name: string; localeText: Partial<ChartsLocaleText> }> = {
  enUS: { name: 'English (US)', localeText: enUSLocaleText },
  frFR: { name: 'Français', localeText: frFRLocalText },
  ptBR: { name: 'Português (Brasil)', localeText: ptBRLocaleText },
  ptPT: { name: 'Português (Portugal)', localeText: ptPTLocaleText },
  elGR: { name: 'Ελληνικά', localeText: elGRLocaleText },
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Parcels delivered by a courier in the first half of 2024, in thousands.
const parcels = [312, 298, 341, 356, 372, 389];

export default function LocaleTexts() {
  const [locale, setLocale] = React.useState('enUS');
  const [state, setState] = React.useState<State>('empty');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Language"
          value={locale}
          onChange={(event) => setLocale(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          {Object.entries(locales).map(([code, { name }]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Chart state"
          value={state}
          onChange={(_event, value: State | null) => value && setState(value)}
        >
          <ToggleButton value="data">Data</ToggleButton>
          <ToggleButton value="loading">Loading</ToggleButton>
          <ToggleButton value="empty">No data</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Parcels delivered per month, 2024 (thousands)
      </Typography>
      {/* Every chart inside the provider uses its texts. */}
      <ChartsLocalizationProvider localeText={locales[locale].localeText}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 40 }]}
          series={state === 'data' ? [{ data: parcels, label: 'Parcels' }] : []}
          loading={state === 'loading'}
          hideLegend
        />
      </ChartsLocalizationProvider>
    </Box>
  );
}
