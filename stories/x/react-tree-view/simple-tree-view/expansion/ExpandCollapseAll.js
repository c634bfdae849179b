import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// SimpleTreeView does not render the children of collapsed items,
// so list every item that has children up front.
const parentIds = ['frontend', 'frontend/src', 'frontend/src/components', 'backend', 'backend/api'];

export default function ExpandCollapseAll() {
  const [expandedItems, setExpandedItems] = React.useState([]);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems(parentIds)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ minHeight: 384 }}>
        <SimpleTreeView
          aria-label="Monorepo"
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="frontend" label="frontend">
            <TreeItem itemId="frontend/src" label="src">
              <TreeItem itemId="frontend/src/components" label="components">
                <TreeItem itemId="frontend/src/components/Cart.tsx" label="Cart.tsx" />
                <TreeItem itemId="frontend/src/components/Header.tsx" label="Header.tsx" />
              </TreeItem>
              <TreeItem itemId="frontend/src/main.tsx" label="main.tsx" />
            </TreeItem>
            <TreeItem itemId="frontend/package.json" label="package.json" />
          </TreeItem>
          <TreeItem itemId="backend" label="backend">
            <TreeItem itemId="backend/api" label="api">
              <TreeItem itemId="backend/api/orders.go" label="orders.go" />
              <TreeItem itemId="backend/api/payments.go" label="payments.go" />
            </TreeItem>
            <TreeItem itemId="backend/go.mod" label="go.mod" />
          </TreeItem>
          <TreeItem itemId="README.md" label="README.md" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
