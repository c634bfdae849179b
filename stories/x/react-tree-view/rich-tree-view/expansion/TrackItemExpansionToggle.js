import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const helpCenter = [
  {
    id: 'orders',
    label: 'Orders and delivery',
    children: [
      { id: 'track-order', label: 'Tracking an order' },
      { id: 'change-address', label: 'Changing the delivery address' },
    ],
  },
  {
    id: 'returns',
    label: 'Returns and refunds',
    children: [
      { id: 'return-window', label: 'The 30-day return window' },
      { id: 'refund-time', label: 'When refunds arrive' },
    ],
  },
  {
    id: 'account',
    label: 'Your account',
    children: [{ id: 'reset-password', label: 'Resetting your password' }],
  },
];

export default function TrackItemExpansionToggle() {
  const [lastAction, setLastAction] = React.useState(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastAction === null
          ? 'No action yet.'
          : `Last action: ${lastAction.isExpanded ? 'expanded' : 'collapsed'} ${lastAction.itemId}`}
      </Typography>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Help center"
          items={helpCenter}
          onItemExpansionToggle={(event, itemId, isExpanded) => setLastAction({ itemId, isExpanded })}
        />
      </Box>
    </Box>
  );
}
