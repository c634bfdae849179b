import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Main programming language of 2,000 developers answering a 2024 company survey.
const languages = [
  { id: 'ts', label: 'TypeScript', value: 520 },
  { id: 'py', label: 'Python', value: 410 },
  { id: 'java', label: 'Java', value: 300 },
  { id: 'cs', label: 'C#', value: 220 },
  { id: 'go', label: 'Go', value: 150 },
  { id: 'php', label: 'PHP', value: 110 },
  { id: 'kotlin', label: 'Kotlin', value: 70 },
  { id: 'swift', label: 'Swift', value: 60 },
  { id: 'rust', label: 'Rust', value: 55 },
  { id: 'ruby', label: 'Ruby', value: 45 },
  { id: 'scala', label: 'Scala', value: 35 },
  { id: 'elixir', label: 'Elixir', value: 25 },
];
const total = languages.reduce((sum, item) => sum + item.value, 0);
const share = (value: number) => `${((value / total) * 100).toFixed(1)}%`;
// Slices under this share of the total go into "Other".
const THRESHOLD = 0.05;
// Colours dark enough for white labels, in light and dark mode.
const palette = ['#1565c0', '#ad1457', '#2e7d32', '#6a1b9a', '#00695c', '#bf360c', '#4527a0', '#37474f'];

const large = languages.filter((item) => item.value / total >= THRESHOLD);
const small = languages.filter((item) => item.value / total < THRESHOLD);
const grouped = [
  ...large,
  { id: 'other', label: `Other (${small.length})`, value: small.reduce((sum, item) => sum + item.value, 0) },
];

export default function PieOtherSlice() {
  const [group, setGroup] = React.useState(true);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Main programming language of surveyed developers, 2024
      </Typography>
      <FormControlLabel
        control={<Switch checked={group} onChange={(event) => setGroup(event.target.checked)} />}
        label="Group languages under 5%"
      />
      <PieChart
        height={300}
        series={[
          {
            data: group ? grouped : languages,
            innerRadius: '35%',
            paddingAngle: 0.5,
            arcLabel: 'label',
            arcLabelMinAngle: 18,
            valueFormatter: (item) =>
              item.id === 'other'
                ? // The tooltip of "Other" lists what it holds.
                  `${share(item.value)}: ${small.map((language) => `${language.label} ${share(language.value)}`).join(', ')}`
                : `${item.value} developers (${share(item.value)})`,
          },
        ]}
        colors={palette}
        hideLegend
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 12 } }}
      />
    </Box>
  );
}
