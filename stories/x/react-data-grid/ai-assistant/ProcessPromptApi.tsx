import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';
import { resolvePrompt } from './fakePromptService';

const quickPrompts = ['Group by country', 'Select the 3 largest orders', 'Cancel every order'];

export default function ProcessPromptApi() {
  const apiRef = useGridApiRef();
  const [pending, setPending] = React.useState(false);
  const [status, setStatus] = React.useState('Pick a request.');

  const run = async (prompt: string) => {
    setPending(true);
    setStatus(`Asking: ${prompt}…`);
    // Goes through `onPrompt`, applies the response and records the prompt in the conversation.
    const result = await apiRef.current!.aiAssistant.processPrompt(prompt);
    setPending(false);
    setStatus(result instanceof Error ? `Not applied: ${result.message}` : `Applied: ${prompt}`);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {quickPrompts.map((prompt) => (
          <Button key={prompt} size="small" variant="outlined" disabled={pending} onClick={() => run(prompt)}>
            {prompt}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {status}
      </Typography>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={orderColumns}
          aiAssistant
          onPrompt={resolvePrompt}
          checkboxSelection
          hideFooter
        />
      </Box>
    </Stack>
  );
}
