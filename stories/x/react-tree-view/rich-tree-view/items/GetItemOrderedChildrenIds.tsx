import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const photoLibrary: TreeViewBaseItem[] = [
  {
    id: 'trips',
    label: 'Trips',
    children: [
      {
        id: 'lisbon-2024',
        label: 'Lisbon, May 2024',
        children: [
          { id: 'tram-28', label: 'Tram 28.jpg' },
          { id: 'belem', label: 'Belém tower.jpg' },
          { id: 'pasteis', label: 'Pastéis de nata.jpg' },
        ],
      },
      {
        id: 'kyoto-2025',
        label: 'Kyoto, April 2025',
        children: [
          { id: 'fushimi', label: 'Fushimi Inari.jpg' },
          { id: 'arashiyama', label: 'Bamboo grove.jpg' },
        ],
      },
    ],
  },
  {
    id: 'family',
    label: 'Family',
    children: [{ id: 'birthday', label: 'Birthday cake.jpg' }],
  },
  { id: 'scans', label: 'Scanned receipts' },
];

export default function GetItemOrderedChildrenIds() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('Select a folder to list its contents.');

  const describeChildren = (itemId: string | null) => {
    const api = apiRef.current;
    if (!api) return;
    // The ids come back in display order; pass null for the top-level items.
    const childrenIds = api.getItemOrderedChildrenIds(itemId);
    const name = itemId === null ? 'Library' : api.getItem(itemId).label;
    const labels = childrenIds.map((id) => api.getItem(id).label);
    setSummary(
      labels.length === 0
        ? `${name} is empty.`
        : `${name} (${labels.length}): ${labels.join(', ')}`,
    );
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => describeChildren(null)}
        sx={{ mb: 1 }}
      >
        List top-level folders
      </Button>
      <Box sx={{ minHeight: 256 }}>
        <RichTreeView
          aria-label="Photo library"
          apiRef={apiRef}
          items={photoLibrary}
          defaultExpandedItems={['trips']}
          onSelectedItemsChange={(event, itemId) => {
            if (itemId !== null) describeChildren(itemId);
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
