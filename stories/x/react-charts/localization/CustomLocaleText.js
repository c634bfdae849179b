import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';

import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Version 8.9 ships no German texts: provide them yourself.
const imageTypes = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };
const deDE = {
  loading: 'Daten werden geladen…',
  noData: 'Keine Daten vorhanden',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  toolbarExport: 'Exportieren',
  toolbarExportPrint: 'Drucken',
  toolbarExportImage: (mimeType) => `Als ${imageTypes[mimeType] ?? mimeType} exportieren`,
};

const regions = ['Nord', 'Ost', 'Süd', 'West'];
// Wärmepumpen installed by a heating company in 2024, per region.
const installations = [412, 298, 536, 377];

export default function CustomLocaleText() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Installierte Wärmepumpen pro Region, 2024
      </Typography>
      <ChartsLocalizationProvider localeText={deDE}>
        <BarChartPro
          height={320}
          xAxis={[{ scaleType: 'band', data: regions }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: installations, label: 'Installationen' }]}
          hideLegend
          showToolbar
          slotProps={{ toolbar: { imageExportOptions: [{ type: 'image/png' }, { type: 'image/webp' }] } }}
        />
      </ChartsLocalizationProvider>
    </Box>
  );
}
