import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const tasks: TreeViewBaseItem[] = [
  {
    id: 'to-do',
    label: 'To do',
    children: [
      { id: 'task-copy', label: 'Write the About page copy' },
      { id: 'task-invoices', label: 'Send agency invoices (overdue)' },
      { id: 'task-redirects', label: 'Map old URLs to new ones' },
    ],
  },
  {
    id: 'in-progress',
    label: 'In progress',
    children: [
      { id: 'task-design', label: 'Homepage design review' },
      { id: 'task-cms', label: 'Migrate blog posts to the CMS' },
    ],
  },
  { id: 'done', label: 'Done', children: [{ id: 'task-domain', label: 'Renew the domain' }] },
];

export default function FocusItem() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'task-invoices')}
        >
          Focus overdue task
        </Button>
        <Button
          size="small"
          onClick={(event) => apiRef.current?.focusItem(event, 'in-progress')}
        >
          Focus “In progress”
        </Button>
      </Stack>
      <Box sx={{ minHeight: 320 }}>
        <RichTreeView
          aria-label="Website relaunch tasks"
          apiRef={apiRef}
          items={tasks}
          defaultExpandedItems={['to-do', 'in-progress']}
        />
      </Box>
    </Box>
  );
}
