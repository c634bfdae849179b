import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const groceries = [
  {
    id: 'produce',
    label: 'Produce',
    children: [
      { id: 'apples', label: 'Apples' },
      { id: 'spinach', label: 'Spinach' },
      { id: 'tomatoes', label: 'Tomatoes' },
    ],
  },
  {
    id: 'dairy',
    label: 'Dairy',
    children: [
      { id: 'yogurt', label: 'Greek yogurt' },
      { id: 'butter', label: 'Butter' },
    ],
  },
  { id: 'bakery', label: 'Bakery', children: [{ id: 'sourdough', label: 'Sourdough loaf' }] },
];

export default function TrackItemSelectionToggle() {
  const [lastChange, setLastChange] = React.useState(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastChange === null
          ? 'No change yet.'
          : `Last change: ${lastChange.itemId} ${lastChange.isSelected ? 'selected' : 'deselected'}`}
      </Typography>
      <Box sx={{ minHeight: 320 }}>
        <RichTreeView
          aria-label="Shopping list"
          items={groceries}
          multiSelect
          defaultExpandedItems={['produce', 'dairy']}
          onItemSelectionToggle={(event, itemId, isSelected) => setLastChange({ itemId, isSelected })}
        />
      </Box>
    </Box>
  );
}
