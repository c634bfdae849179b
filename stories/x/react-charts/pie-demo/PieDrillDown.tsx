import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lighten } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

// Average monthly spending of a two-person household in 2024, in euros.
const categories = [
  {
    id: 'housing',
    label: 'Housing',
    color: '#3949ab',
    items: [
      { label: 'Rent', value: 1150 },
      { label: 'Energy', value: 160 },
      { label: 'Insurance', value: 40 },
    ],
  },
  {
    id: 'food',
    label: 'Food',
    color: '#c62828',
    items: [
      { label: 'Groceries', value: 480 },
      { label: 'Restaurants', value: 170 },
      { label: 'Coffee', value: 35 },
    ],
  },
  {
    id: 'transport',
    label: 'Transport',
    color: '#00796b',
    items: [
      { label: 'Car', value: 260 },
      { label: 'Transit', value: 98 },
      { label: 'Bikes', value: 22 },
    ],
  },
  {
    id: 'leisure',
    label: 'Leisure',
    color: '#7b1fa2',
    items: [
      { label: 'Holidays', value: 180 },
      { label: 'Sport', value: 65 },
      { label: 'Streaming', value: 30 },
    ],
  },
];
const totals = categories.map((category) => category.items.reduce((sum, item) => sum + item.value, 0));
const grandTotal = totals.reduce((sum, value) => sum + value, 0);
const euros = (value: number) => `€${value.toLocaleString('en-US')}`;

export default function PieDrillDown() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const index = categories.findIndex((category) => category.id === selected);
  const category = index === -1 ? null : categories[index];

  // The outer ring spans the same angles as the selected slice of the inner pie (in degrees).
  const startAngle = (totals.slice(0, Math.max(index, 0)).reduce((sum, value) => sum + value, 0) / grandTotal) * 360;
  const endAngle = startAngle + ((index === -1 ? 0 : totals[index]) / grandTotal) * 360;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly household spending, 2024: {euros(grandTotal)}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        onChange={(_event, value: string | null) => setSelected(value)}
        aria-label="Show the details of a category"
        sx={{ mt: 1, flexWrap: 'wrap' }}
      >
        {categories.map((item) => (
          <ToggleButton key={item.id} value={item.id} sx={{ gap: 1 }}>
            <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PieChart
        height={300}
        series={[
          {
            id: 'categories',
            data: categories.map((item, itemIndex) => ({
              id: item.id,
              label: item.label,
              value: totals[itemIndex],
              color: item.color,
            })),
            outerRadius: '58%',
            paddingAngle: 0.5,
            valueFormatter: (item) => `${euros(item.value)} (${Math.round((item.value / grandTotal) * 100)}%)`,
          },
          {
            id: 'details',
            data: (category?.items ?? []).map((item, itemIndex) => ({
              id: `${category?.id}-${item.label}`,
              label: item.label,
              value: item.value,
              color: lighten(category?.color ?? '#000', 0.15 + itemIndex * 0.25),
            })),
            innerRadius: '62%',
            outerRadius: '100%',
            startAngle,
            endAngle,
            paddingAngle: 0.5,
            valueFormatter: (item) => euros(item.value),
          },
        ]}
        // A click on a slice of the inner pie opens its details, a second click closes them.
        onItemClick={(_event, { seriesId, dataIndex }) => {
          if (seriesId !== 'categories') return;
          const clicked = categories[dataIndex].id;
          setSelected((current) => (current === clicked ? null : clicked));
        }}
        hideLegend
      />
      <Typography variant="body2" aria-live="polite">
        {category
          ? `${category.label}: ${category.items.map((item) => `${item.label} ${euros(item.value)}`).join(', ')}`
          : 'Choose a category above or click a slice to see its details.'}
      </Typography>
    </Box>
  );
}
