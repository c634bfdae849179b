import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, order: 'WO-8801', customer: 'Fernhill Bakery', total: 412.4, status: 'Shipped' },
  { id: 2, order: 'WO-8802', customer: 'Atelier Rouge', total: 1290, status: 'Processing' },
  { id: 3, order: 'WO-8803', customer: 'Quayside Books', total: 86.9, status: 'Delivered' },
  { id: 4, order: 'WO-8804', customer: 'Fernhill Bakery', total: 233.15, status: 'Shipped' },
  { id: 5, order: 'WO-8805', customer: 'Mistral Sailing', total: 2745, status: 'Processing' },
  { id: 6, order: 'WO-8806', customer: 'Quayside Books', total: 158, status: 'Cancelled' },
];

const columns = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const statuses = ['shipped', 'processing', 'delivered', 'cancelled'];

/**
 * A stand-in for your language model: it understands "only <status>", "largest first" and
 * "reset", and answers after a fixed delay, as a request to a server would.
 */
function interpretPrompt(apiRef, prompt) {
  const text = prompt.toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => {
      const status = statuses.find((candidate) => text.includes(candidate));
      if (text.includes('reset')) {
        apiRef.current.setFilterModel({ items: [] });
        apiRef.current.setSortModel([]);
        resolve('Showing every order.');
      } else if (status) {
        apiRef.current.setFilterModel({ items: [{ field: 'status', operator: 'equals', value: status }] });
        resolve(`Showing ${status} orders.`);
      } else if (text.includes('largest') || text.includes('biggest')) {
        apiRef.current.setSortModel([{ field: 'total', sort: 'desc' }]);
        resolve('Sorted by total, largest first.');
      } else {
        resolve('Try "only shipped", "largest first" or "reset".');
      }
    }, 400);
  });
}

const canDictate =
  typeof window !== 'undefined' && ('SpeechRecognition' in window || 'webkitSpeechRecognition' in window);

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [answer, setAnswer] = React.useState('Ask for "only shipped", "largest first" or "reset".');

  const handleSubmit = async (prompt) => {
    setAnswer('Working…');
    setAnswer(await interpretPrompt(apiRef, prompt));
  };

  return (
    <Toolbar style={{ flex: 'none', flexWrap: 'wrap', justifyContent: 'flex-start' }}>
      <PromptField onSubmit={handleSubmit} style={{ display: 'flex', alignItems: 'center', gap: 4, flex: '1 1 260px' }}>
        <PromptFieldControl
          placeholder="Ask about the orders"
          size="small"
          fullWidth
          slotProps={{ htmlInput: { 'aria-label': 'Prompt' } }}
        />
        {canDictate && (
          <PromptFieldRecord aria-label="Dictate a prompt" size="small">
            <MicIcon fontSize="small" />
          </PromptFieldRecord>
        )}
        <PromptFieldSend aria-label="Send prompt" size="small" color="primary">
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
      <Typography role="status" variant="body2" sx={{ flex: '1 1 100%', mx: 0.5, color: 'text.secondary' }}>
        {answer}
      </Typography>
    </Toolbar>
  );
}

export default function OrdersPrompt() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} hideFooter showToolbar slots={{ toolbar: PromptToolbar }} />
    </Box>
  );
}
