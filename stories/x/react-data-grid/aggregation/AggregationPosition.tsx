import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  department: string;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 1, department: 'Engineering', category: 'Cloud hosting', amount: 18_400 },
  { id: 2, department: 'Engineering', category: 'Software licences', amount: 6_250 },
  { id: 3, department: 'Marketing', category: 'Events', amount: 9_800 },
  { id: 4, department: 'Marketing', category: 'Advertising', amount: 14_100 },
  { id: 5, department: 'Finance', category: 'Audit', amount: 7_500 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'category', headerName: 'Category', width: 170 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
  },
];

type Layout = 'default' | 'footers' | 'groupsOnly';

// A group node of depth -1 is the root: its value is the grand total.
const positions: Record<Layout, DataGridPremiumProps['getAggregationPosition']> = {
  default: (groupNode) => (groupNode.depth === -1 ? 'footer' : 'inline'),
  footers: () => 'footer',
  groupsOnly: (groupNode) => (groupNode.depth === -1 ? null : 'inline'),
};

export default function AggregationPosition() {
  const [layout, setLayout] = React.useState<Layout>('default');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Where totals show"
        value={layout}
        onChange={(_event, value: Layout | null) => value && setLayout(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="default">Group rows and footer</ToggleButton>
        <ToggleButton value="footers">Footers only</ToggleButton>
        <ToggleButton value="groupsOnly">No grand total</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={positions[layout]}
          initialState={{
            rowGrouping: { model: ['department'] },
            aggregation: { model: { amount: 'sum' } },
            columns: { columnVisibilityModel: { department: false } },
          }}
          defaultGroupingExpansionDepth={-1}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
