import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const imageTypes = [
  { type: 'image/png', label: 'PNG' },
  { type: 'image/jpeg', label: 'JPEG' },
  { type: 'image/webp', label: 'WebP' },
];

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Sales of a furniture maker by region in 2024, in millions of euros.
const regions = [
  { label: 'North', data: [4.2, 4.8, 5.1, 6.3] },
  { label: 'South', data: [3.1, 3.6, 4.4, 4.0] },
  { label: 'Export', data: [1.8, 2.2, 2.1, 2.9] },
];

// The exported file is named after the chart; the browser adds the extension.
const fileName = 'sales-by-region-2024';

export default function ExportFormats() {
  const [print, setPrint] = React.useState(true);
  const [types, setTypes] = React.useState(['image/png']);

  const toggleType = (type: string, checked: boolean) =>
    setTypes((current) => (checked ? [...current, type] : current.filter((item) => item !== type)));

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Sales by region, 2024
      </Typography>
      <FormGroup row aria-label="Export menu entries">
        <FormControlLabel control={<Checkbox checked={print} onChange={(event) => setPrint(event.target.checked)} />} label="Print" />
        {imageTypes.map(({ type, label }) => (
          <FormControlLabel
            key={type}
            control={<Checkbox checked={types.includes(type)} onChange={(event) => toggleType(type, event.target.checked)} />}
            label={label}
          />
        ))}
      </FormGroup>
      <BarChartPro
        height={300}
        showToolbar
        slotProps={{
          toolbar: {
            printOptions: { disableToolbarButton: !print, fileName },
            // One menu entry per object; `type` is required, the other options are per entry.
            imageExportOptions: types.map((type) => ({ type, fileName, quality: 0.9 })),
          },
        }}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 44, valueFormatter: (value: number) => `€${value}M` }]}
        series={regions.map((region) => ({ ...region, valueFormatter: (value: number | null) => `€${value}M` }))}
      />
    </Box>
  );
}
