import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Main language spoken at home by pupils of one city's primary schools, 2024 (number of pupils).
const languages = [
  { id: 'en', value: 18420, label: 'English' },
  { id: 'pl', value: 2310, label: 'Polish' },
  { id: 'ur', value: 1980, label: 'Urdu' },
  { id: 'ro', value: 1640, label: 'Romanian' },
  { id: 'pa', value: 1210, label: 'Punjabi' },
  { id: 'ar', value: 1150, label: 'Arabic' },
  { id: 'bn', value: 980, label: 'Bengali' },
  { id: 'so', value: 760, label: 'Somali' },
  { id: 'pt', value: 690, label: 'Portuguese' },
  { id: 'es', value: 640, label: 'Spanish' },
  { id: 'gu', value: 520, label: 'Gujarati' },
  { id: 'ta', value: 470, label: 'Tamil' },
  { id: 'lt', value: 410, label: 'Lithuanian' },
  { id: 'tr', value: 380, label: 'Turkish' },
  { id: 'zh', value: 350, label: 'Chinese' },
];

export default function ScrollableLegend() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Main home language of primary school pupils
      </Typography>
      <PieChart
        height={260}
        series={[{ data: languages, valueFormatter: (item) => `${item.value.toLocaleString('en-US')} pupils` }]}
        slotProps={{
          legend: {
            // A fixed height with a scroll bar keeps the pie from shrinking.
            sx: { maxHeight: 220, overflowY: 'auto', flexWrap: 'nowrap', pr: 1 },
            // The scrollable list must be reachable with the keyboard to scroll it.
            tabIndex: 0,
          },
        }}
      />
    </Box>
  );
}
