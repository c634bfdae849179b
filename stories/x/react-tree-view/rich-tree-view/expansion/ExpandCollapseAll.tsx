import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const monorepo: TreeViewBaseItem[] = [
  {
    id: 'frontend',
    label: 'frontend',
    children: [
      {
        id: 'frontend/src',
        label: 'src',
        children: [
          {
            id: 'frontend/src/components',
            label: 'components',
            children: [
              { id: 'frontend/src/components/Cart.tsx', label: 'Cart.tsx' },
              { id: 'frontend/src/components/Header.tsx', label: 'Header.tsx' },
            ],
          },
          { id: 'frontend/src/main.tsx', label: 'main.tsx' },
        ],
      },
      { id: 'frontend/package.json', label: 'package.json' },
    ],
  },
  {
    id: 'backend',
    label: 'backend',
    children: [
      {
        id: 'backend/api',
        label: 'api',
        children: [
          { id: 'backend/api/orders.go', label: 'orders.go' },
          { id: 'backend/api/payments.go', label: 'payments.go' },
        ],
      },
      { id: 'backend/go.mod', label: 'go.mod' },
    ],
  },
];

export default function ExpandCollapseAll() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const expandAll = () => {
    const api = apiRef.current;
    if (!api) return;
    // The tree knows every item: walk it from the top and keep the ids that have children.
    const parentIds: string[] = [];
    const visit = (itemId: string | null) => {
      const childrenIds = api.getItemOrderedChildrenIds(itemId);
      if (itemId !== null && childrenIds.length > 0) parentIds.push(itemId);
      childrenIds.forEach(visit);
    };
    visit(null);
    setExpandedItems(parentIds);
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={expandAll}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ minHeight: 384 }}>
        <RichTreeView
          aria-label="Monorepo"
          apiRef={apiRef}
          items={monorepo}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Box>
  );
}
