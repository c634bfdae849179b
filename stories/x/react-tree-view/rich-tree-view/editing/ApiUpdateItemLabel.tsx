import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const sprints: TreeViewBaseItem[] = [
  {
    id: 'sprint-41',
    label: 'Sprint 41 (in progress)',
    children: [
      { id: 'task-1', label: 'Migrate invoices to the new PDF service' },
      { id: 'task-2', label: 'Fix currency rounding' },
    ],
  },
  { id: 'sprint-42', label: 'Sprint 42 (planned)' },
];

export default function ApiUpdateItemLabel() {
  const apiRef = useTreeViewApiRef();

  const closeSprint = () => {
    // Labels change even though no item is editable: the API method does not need isItemEditable.
    apiRef.current?.updateItemLabel('sprint-41', 'Sprint 41 (done)');
    apiRef.current?.updateItemLabel('sprint-42', 'Sprint 42 (in progress)');
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 340 }}>
      <Box>
        <Button variant="outlined" size="small" onClick={closeSprint}>
          Close sprint 41
        </Button>
      </Box>
      <Box sx={{ minHeight: 180 }}>
        <RichTreeView
          aria-label="Sprints"
          apiRef={apiRef}
          items={sprints}
          defaultExpandedItems={['sprint-41']}
        />
      </Box>
    </Stack>
  );
}
