import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusItem() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.focusItem(event, 'task-invoices')}>
          Focus overdue task
        </Button>
        <Button size="small" onClick={(event) => apiRef.current?.focusItem(event, 'in-progress')}>
          Focus “In progress”
        </Button>
      </Stack>
      <Box sx={{ minHeight: 320 }}>
        <SimpleTreeView
          aria-label="Website relaunch tasks"
          apiRef={apiRef}
          defaultExpandedItems={['to-do', 'in-progress']}
        >
          <TreeItem itemId="to-do" label="To do">
            <TreeItem itemId="task-copy" label="Write the About page copy" />
            <TreeItem itemId="task-invoices" label="Send agency invoices (overdue)" />
            <TreeItem itemId="task-redirects" label="Map old URLs to new ones" />
          </TreeItem>
          <TreeItem itemId="in-progress" label="In progress">
            <TreeItem itemId="task-design" label="Homepage design review" />
            <TreeItem itemId="task-cms" label="Migrate blog posts to the CMS" />
          </TreeItem>
          <TreeItem itemId="done" label="Done">
            <TreeItem itemId="task-domain" label="Renew the domain" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
