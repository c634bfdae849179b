import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const locales = [
  { code: 'en-US', name: 'English (United States)' },
  { code: 'en-IN', name: 'English (India)' },
  { code: 'de-DE', name: 'Deutsch (Deutschland)' },
  { code: 'fr-FR', name: 'Français (France)' },
  { code: 'el-GR', name: 'Ελληνικά (Ελλάδα)' },
];

// First day of each month of 2024.
const months = Array.from({ length: 12 }, (_, index) => new Date(2024, index, 1));
// Monthly sales of an electric bike maker, in euros.
const sales = [
  1_428_000, 1_512_500, 1_973_000, 2_286_400, 2_642_900, 2_815_300, 2_734_800, 2_402_600, 2_118_700, 1_764_200,
  1_395_800, 1_652_300,
];

export default function IntlFormatting() {
  const [locale, setLocale] = React.useState('en-US');

  // One set of formatters per locale; the currency stays the euro whatever the language.
  const formats = React.useMemo(
    () => ({
      tickMonth: new Intl.DateTimeFormat(locale, { month: 'short' }),
      tooltipMonth: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      compact: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', notation: 'compact' }),
      full: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
    }),
    [locale],
  );

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 240, mb: 2 }}
      >
        {locales.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </TextField>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        E-bike sales per month, 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            valueFormatter: (date, context) =>
              context.location === 'tick' ? formats.tickMonth.format(date) : formats.tooltipMonth.format(date),
          },
        ]}
        yAxis={[{ width: 72, valueFormatter: (value) => formats.compact.format(value) }]}
        series={[
          {
            id: 'sales',
            data: sales,
            label: 'Sales',
            valueFormatter: (value) => (value === null ? '' : formats.full.format(value)),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
