import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const devices: TreeViewBaseItem[] = [
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'kitchen-lights', label: 'Ceiling lights' },
      { id: 'kitchen-oven', label: 'Oven' },
    ],
  },
  {
    id: 'living-room',
    label: 'Living room',
    children: [
      { id: 'living-thermostat', label: 'Thermostat' },
      { id: 'living-speaker', label: 'Speaker' },
      { id: 'living-blinds', label: 'Blinds' },
    ],
  },
  {
    id: 'garage',
    label: 'Garage',
    children: [
      { id: 'garage-door', label: 'Garage door' },
      { id: 'garage-charger', label: 'EV charger' },
    ],
  },
];

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['kitchen']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 320 }}>
        <RichTreeView
          aria-label="Smart home devices"
          items={devices}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1, fontFamily: 'monospace' }}>
        expandedItems: {JSON.stringify(expandedItems)}
      </Typography>
    </Box>
  );
}
