import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Devices sold by an electronics shop in 2024, in thousands.
const products = [
  { id: 'laptops', label: 'Laptops', data: [14.2, 12.8, 16.9, 22.4] },
  { id: 'tablets', label: 'Tablets', data: [8.1, 7.6, 9.4, 13.7] },
  { id: 'phones', label: 'Phones', data: [21.5, 19.9, 23.8, 31.2] },
];

export default function ControlledHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState(null);
  const product = products.find((item) => item.id === highlightedItem?.seriesId);
  const quarter = highlightedItem?.dataIndex ?? 0;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Devices sold per quarter, 2024 (thousands)
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Highlighted product"
          value={highlightedItem?.seriesId ?? 'none'}
          onChange={(_event, value) => {
            if (value === null) return;
            setHighlightedItem(value === 'none' ? null : { seriesId: value, dataIndex: quarter });
          }}
        >
          <ToggleButton value="none">None</ToggleButton>
          {products.map((item) => (
            <ToggleButton key={item.id} value={item.id}>
              {item.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Highlighted quarter"
          value={highlightedItem === null ? null : quarter}
          disabled={highlightedItem === null}
          onChange={(_event, value) => {
            if (value !== null && highlightedItem !== null) {
              setHighlightedItem({ seriesId: highlightedItem.seriesId, dataIndex: value });
            }
          }}
        >
          {quarters.map((label, index) => (
            <ToggleButton key={label} value={index}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 40 }]}
        series={products.map((item) => ({
          ...item,
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (value) => (value === null ? '' : `${value}k`),
        }))}
        // Controlled: the buttons set the highlighted bar, and hovering a bar updates the buttons.
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
      />
      <Typography variant="body2" aria-live="polite">
        {product ? `${product.label}, ${quarters[quarter]}: ${product.data[quarter]}k devices` : 'No bar highlighted'}
      </Typography>
    </Box>
  );
}
