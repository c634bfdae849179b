import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const podcast: TreeViewBaseItem[] = [
  {
    id: 'season-1',
    label: 'Season 1',
    children: [
      { id: 's1e1', label: '1. Why we rewrote the app' },
      { id: 's1e2', label: '2. Hiring the first designer' },
    ],
  },
  {
    id: 'season-2',
    label: 'Season 2',
    children: [
      { id: 's2e1', label: '1. Going remote' },
      { id: 's2e2', label: '2. Pricing experiments' },
      { id: 's2e3', label: '3. Our worst outage' },
    ],
  },
  { id: 'bonus', label: 'Bonus: live Q&A' },
];

export default function SetItemExpansion() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemExpansion({ event, itemId: 'season-2', shouldBeExpanded: true })
          }
        >
          Open season 2
        </Button>
        <Button
          size="small"
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'season-2' })}
        >
          Toggle
        </Button>
      </Stack>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Podcast episodes"
          apiRef={apiRef}
          items={podcast}
        />
      </Box>
    </Box>
  );
}
