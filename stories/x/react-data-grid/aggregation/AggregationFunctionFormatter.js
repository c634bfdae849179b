import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'CMP-301', channel: 'Search', spend: 412_300, impressions: 18_420_000, clickRate: 0.041 },
  { id: 'CMP-302', channel: 'Social', spend: 286_750, impressions: 24_980_000, clickRate: 0.012 },
  { id: 'CMP-303', channel: 'Video', spend: 355_900, impressions: 9_760_000, clickRate: 0.008 },
  { id: 'CMP-304', channel: 'Display', spend: 98_400, impressions: 31_205_000, clickRate: 0.004 },
  { id: 'CMP-305', channel: 'Newsletter', spend: 42_150, impressions: 1_340_000, clickRate: 0.027 },
];

const full = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

// The built-in sum, with its own label and a short form for the footer: "1.2M".
const total = {
  ...GRID_AGGREGATION_FUNCTIONS.sum,
  label: 'total',
  valueFormatter: (value) => (value == null ? '' : compact.format(value)),
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, sum: total };

const columns = [
  { field: 'id', headerName: 'Campaign', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  {
    field: 'spend',
    headerName: 'Spend (USD)',
    type: 'number',
    width: 130,
    valueFormatter: (value) => (value == null ? '' : full.format(value)),
  },
  {
    field: 'impressions',
    headerName: 'Impressions',
    type: 'number',
    width: 130,
    valueFormatter: (value) => (value == null ? '' : full.format(value)),
  },
  {
    field: 'clickRate',
    headerName: 'Click rate',
    type: 'number',
    width: 120,
    valueFormatter: (value) => (value == null ? '' : `${(value * 100).toFixed(1)} %`),
  },
];

export default function AggregationFunctionFormatter() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        // Built-in functions without a `label` take theirs from the locale text.
        localeText={{ aggregationFunctionLabelAvg: 'average' }}
        initialState={{ aggregation: { model: { spend: 'sum', impressions: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
