import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 'CC-110', team: 'Brand', department: 'Marketing', budget: 120_000, spent: 96_500 },
  { id: 'CC-120', team: 'Growth', department: 'Marketing', budget: 80_000, spent: 91_200 },
  { id: 'CC-210', team: 'Platform', department: 'Engineering', budget: 240_000, spent: 172_800 },
  { id: 'CC-220', team: 'Mobile', department: 'Engineering', budget: 150_000, spent: 121_350 },
  { id: 'CC-310', team: 'Payroll', department: 'Finance', budget: 60_000, spent: 44_100 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const formatCurrency = (value) => (value == null ? '' : currency.format(value));

const columns = [
  { field: 'id', headerName: 'Cost center', width: 120 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 120, valueFormatter: formatCurrency },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 120, valueFormatter: formatCurrency },
];

function BudgetSummary() {
  const apiRef = useGridApiContext();
  // Both selectors re-render this component when the model or the aggregated values change.
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);

  // The grand total is stored under the id of the root group. The lookup is not there yet on
  // the toolbar's first render: read it with optional chaining.
  const totals = lookup?.[GRID_ROOT_GROUP_ID];
  const budget = totals?.budget?.value;
  const spent = totals?.spent?.value;
  const bothSummed = model.budget === 'sum' && model.spent === 'sum';

  return (
    <Typography variant="body2" role="status" sx={{ flex: 1, minWidth: 0, mx: 0.5 }}>
      {bothSummed && budget && spent != null
        ? `${currency.format(spent)} of ${currency.format(budget)} spent (${Math.round((spent / budget) * 100)} %)`
        : 'Sum Budget and Spent to see the share used'}
    </Typography>
  );
}

function SummaryToolbar() {
  return (
    <Toolbar style={{ flexWrap: 'wrap' }}>
      <BudgetSummary />
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search…"
              size="small"
              sx={{ width: 180 }}
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search cost centers' },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function AggregationSelectors() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { budget: 'sum', spent: 'sum' } } }}
        slots={{ toolbar: SummaryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
