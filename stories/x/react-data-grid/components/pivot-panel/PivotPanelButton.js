import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, PivotPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'North', quarter: 'Q1', product: 'Solar panel', revenue: 42000 },
  { id: 2, region: 'North', quarter: 'Q2', product: 'Inverter', revenue: 18500 },
  { id: 3, region: 'South', quarter: 'Q1', product: 'Solar panel', revenue: 56000 },
  { id: 4, region: 'South', quarter: 'Q2', product: 'Battery', revenue: 31200 },
  { id: 5, region: 'North', quarter: 'Q2', product: 'Battery', revenue: 27800 },
  { id: 6, region: 'South', quarter: 'Q1', product: 'Inverter', revenue: 14900 },
  { id: 7, region: 'North', quarter: 'Q1', product: 'Battery', revenue: 22400 },
  { id: 8, region: 'South', quarter: 'Q2', product: 'Solar panel', revenue: 61300 },
];

const columns = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

function SalesToolbar() {
  return (
    <Toolbar>
      {/* `open`: the panel is showing; `active`: the grid is in pivot mode. */}
      <PivotPanelTrigger
        render={(props, state) => (
          <ToolbarButton
            {...props}
            render={
              <Button
                size="small"
                startIcon={<PivotTableChartIcon />}
                variant={state.open ? 'contained' : 'text'}
                color={state.active ? 'primary' : 'inherit'}
              />
            }
          >
            {state.active ? 'Pivot: on' : 'Pivot: off'}
          </ToolbarButton>
        )}
      />
    </Toolbar>
  );
}

export default function PivotPanelButton() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: SalesToolbar }}
        initialState={{
          pivoting: {
            enabled: false,
            model: {
              rows: [{ field: 'region' }],
              columns: [{ field: 'quarter' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
