import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  getGridSingleSelectOperators,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';
import { resolvePrompt, suggestions } from './fakePromptService';

// `description` and `examples` tell the model what a column holds, without sending real rows.
const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100, description: 'Order number', examples: ['SO-7101'] },
  { field: 'customer', headerName: 'Customer', width: 170, description: 'Company that placed the order' },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: ['France', 'Germany', 'Netherlands', 'Spain'],
    width: 120,
    examples: ['France', 'Germany'],
  },
  { field: 'product', headerName: 'Product', width: 150, examples: ['Standing desk', 'Desk lamp'] },
  {
    field: 'revenue',
    headerName: 'Revenue ($)',
    type: 'number',
    width: 120,
    description: 'Order total in US dollars, before tax',
    examples: [592, 12225],
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Processing', 'Shipped', 'Delivered'],
    width: 120,
    // Only the operators listed here are offered to the model (and to readers).
    filterOperators: getGridSingleSelectOperators().filter((operator) => operator.value === 'is'),
  },
];

interface ColumnContext {
  field: string;
  description: string | null;
  examples: unknown[];
  type: string;
  allowedOperators: string[];
}

export default function PromptContext() {
  const [context, setContext] = React.useState<ColumnContext[] | null>(null);

  const handlePrompt = React.useCallback(
    (prompt: string, promptContext: string, conversationId?: string): Promise<PromptResponse> => {
      // What the grid would send to your backend along with the prompt.
      setContext(JSON.parse(promptContext));
      return resolvePrompt(prompt, promptContext, conversationId);
    },
    [],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 480 }}>
        <DataGridPremium
          rows={orders}
          columns={columns}
          showToolbar
          aiAssistant
          onPrompt={handlePrompt}
          aiAssistantSuggestions={suggestions.slice(0, 2)}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          hideFooter
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Prompt context of the last prompt
        </Typography>
        <Box
          component="pre"
          aria-label="Prompt context"
          tabIndex={0}
          sx={{
            m: 0,
            p: 1.5,
            maxHeight: 220,
            overflow: 'auto',
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {context === null
            ? 'Send a prompt from the AI Assistant panel.'
            : context
                .map(
                  (column) =>
                    `${column.field} (${column.type}): ${column.description ?? 'no description'}\n` +
                    `  examples: ${JSON.stringify(column.examples)}\n` +
                    `  operators: ${column.allowedOperators.join(', ') || 'none'}`,
                )
                .join('\n')}
        </Box>
      </Box>
    </Stack>
  );
}
