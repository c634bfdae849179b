import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, rep: 'Nadia Haddad', region: 'North', product: 'Heat pump', deals: 14, revenue: 182000 },
  { id: 2, rep: 'Jonas Lind', region: 'South', product: 'Heat pump', deals: 9, revenue: 121500 },
  { id: 3, rep: 'Carmen Ortiz', region: 'North', product: 'Solar kit', deals: 21, revenue: 96600 },
  { id: 4, rep: 'Yusuf Demir', region: 'East', product: 'Battery', deals: 6, revenue: 58800 },
  { id: 5, rep: 'Emma Novak', region: 'South', product: 'Solar kit', deals: 17, revenue: 78200 },
  { id: 6, rep: 'Ravi Iyer', region: 'East', product: 'Heat pump', deals: 11, revenue: 143000 },
];

const columns = [
  { field: 'rep', headerName: 'Sales rep', width: 140 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'deals', headerName: 'Deals', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

const emptyResponse = {
  conversationId: 'sales-demo',
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
};

/**
 * A stand-in for the service that turns a prompt into grid state (in production, a call to your
 * backend or to MUI's prompt service). It knows three requests and answers after a fixed delay.
 */
function answerPrompt(prompt) {
  const text = prompt.toLowerCase();
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (text.includes('revenue')) {
        resolve({ ...emptyResponse, sorting: [{ column: 'revenue', direction: 'desc' }] });
      } else if (text.includes('group')) {
        resolve({ ...emptyResponse, grouping: [{ column: 'region' }], aggregation: { revenue: 'sum' } });
      } else if (text.includes('heat pump')) {
        resolve({ ...emptyResponse, filters: [{ column: 'product', operator: 'equals', value: 'Heat pump' }] });
      } else {
        reject(new Error('This demo understands the three suggestions only.'));
      }
    }, 400);
  });
}

function SalesToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <ToolbarButton
            {...props}
            render={<Button size="small" startIcon={<AutoAwesomeIcon />} variant={state.open ? 'contained' : 'text'} />}
          >
            Assistant
          </ToolbarButton>
        )}
      />
    </Toolbar>
  );
}

export default function AssistantPanelButton() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        onPrompt={(prompt) => answerPrompt(prompt)}
        aiAssistantSuggestions={[
          { value: 'Sort by revenue, highest first' },
          { value: 'Group by region' },
          { value: 'Show heat pump sales only' },
        ]}
        slots={{ toolbar: SalesToolbar, aiAssistantPanel: GridAiAssistantPanel }}
      />
    </Box>
  );
}
