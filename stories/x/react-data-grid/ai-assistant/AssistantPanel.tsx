import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';
import { resolvePrompt, suggestions } from './fakePromptService';

export default function AssistantPanel() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        showToolbar
        aiAssistant
        onPrompt={resolvePrompt}
        aiAssistantSuggestions={suggestions}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        hideFooter
      />
    </Box>
  );
}
