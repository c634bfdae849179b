import * as React from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import BarChartIcon from '@mui/icons-material/BarChart';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Store {
  id: number;
  store: string;
  city: string;
  sales: number;
  returns: number;
}

const rows: Store[] = [
  { id: 1, store: 'Riverside', city: 'Hamburg', sales: 48200, returns: 2100 },
  { id: 2, store: 'Old Town', city: 'Munich', sales: 61500, returns: 3400 },
  { id: 3, store: 'Harbor', city: 'Hamburg', sales: 39800, returns: 1500 },
  { id: 4, store: 'Station', city: 'Cologne', sales: 52700, returns: 2900 },
  { id: 5, store: 'Market Hall', city: 'Munich', sales: 44100, returns: 1800 },
];

const columns: GridColDef<Store>[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'sales', headerName: 'Sales (€)', type: 'number', width: 110 },
  { field: 'returns', headerName: 'Returns (€)', type: 'number', width: 120 },
];

function ChartToolbar() {
  const apiRef = useGridApiContext();
  // The chart follows the grid: filtered rows only, in the grid's sort order.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const stores = entries.map((entry) => entry.model as Store);
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);

  return (
    <Toolbar>
      <Tooltip title="Chart">
        <ToolbarButton
          ref={triggerRef}
          aria-controls="store-chart-panel"
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(!open)}
        >
          <BarChartIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={triggerRef.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: 'store-chart-panel', role: 'dialog', 'aria-label': 'Sales chart' } }}
      >
        <Box sx={{ p: 1, width: 320, maxWidth: 'calc(100vw - 32px)' }}>
          <BarChart
            height={240}
            skipAnimation
            dataset={stores.map((store) => ({ store: store.store, sales: store.sales, returns: store.returns }))}
            xAxis={[{ scaleType: 'band', dataKey: 'store' }]}
            series={[
              { dataKey: 'sales', label: 'Sales' },
              { dataKey: 'returns', label: 'Returns' },
            ]}
          />
        </Box>
      </Popover>
    </Toolbar>
  );
}

export default function ChartPanelButton() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: ChartToolbar }}
        initialState={{ sorting: { sortModel: [{ field: 'sales', sort: 'desc' }] } }}
      />
    </Box>
  );
}
