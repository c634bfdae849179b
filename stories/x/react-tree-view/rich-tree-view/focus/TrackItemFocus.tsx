import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const offices: TreeViewBaseItem[] = [
  {
    id: 'berlin',
    label: 'Berlin office',
    children: [
      { id: 'jonas', label: 'Jonas Becker' },
      { id: 'lea', label: 'Lea Hoffmann' },
    ],
  },
  {
    id: 'lisbon',
    label: 'Lisbon office',
    children: [
      { id: 'ines', label: 'Inês Duarte' },
      { id: 'pedro', label: 'Pedro Almeida' },
    ],
  },
  {
    id: 'toronto',
    label: 'Toronto office',
    children: [
      { id: 'kwame', label: 'Kwame Mensah' },
      { id: 'priya', label: 'Priya Raman' },
    ],
  },
];

export default function TrackItemFocus() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Focused: {focusedItem ?? 'nothing yet, press Tab to enter the tree'}
      </Typography>
      <Box sx={{ minHeight: 352 }}>
        <RichTreeView
          aria-label="Staff directory"
          items={offices}
          defaultExpandedItems={['berlin', 'lisbon', 'toronto']}
          onItemFocus={(event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
    </Box>
  );
}
