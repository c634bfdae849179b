import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAiAssistantPanel } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';
import { resolvePrompt, suggestions } from './fakePromptService';

/** A conversation from an earlier visit, as your app would load it from storage. */
const savedConversations = [
  {
    id: 'orders-monday',
    title: 'Sort by revenue, highest first',
    prompts: [
      {
        value: 'Sort by revenue, highest first',
        createdAt: new Date(Date.UTC(2025, 2, 3, 9, 15)),
        variant: 'success',
        response: {
          conversationId: 'orders-monday',
          select: -1,
          filters: [],
          aggregation: {},
          sorting: [{ column: 'revenue', direction: 'desc' }],
          grouping: [],
          pivoting: {},
        },
      },
    ],
  },
];

export default function SavedConversations() {
  const [conversations, setConversations] = React.useState(savedConversations);
  const [activeIndex, setActiveIndex] = React.useState(0);
  const promptCount = conversations.reduce((count, conversation) => count + conversation.prompts.length, 0);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        Saved: {conversations.length} conversation(s), {promptCount} prompt(s)
      </Typography>
      <Box sx={{ height: 520 }}>
        <DataGridPremium
          rows={orders}
          columns={orderColumns}
          showToolbar
          aiAssistant
          onPrompt={resolvePrompt}
          aiAssistantSuggestions={suggestions}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          aiAssistantActiveConversationIndex={activeIndex}
          onAiAssistantActiveConversationIndexChange={setActiveIndex}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
