import * as React from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const documents = [
  {
    id: 'finance',
    label: 'Finance',
    children: [
      {
        id: 'invoices-2024',
        label: 'Invoices 2024',
        children: [{ id: 'inv-2024-101', label: 'INV-2024-101' }],
      },
      {
        id: 'invoices-2025',
        label: 'Invoices 2025',
        children: [
          { id: 'inv-2025-013', label: 'INV-2025-013' },
          { id: 'inv-2025-014', label: 'INV-2025-014' },
          { id: 'inv-2025-015', label: 'INV-2025-015' },
        ],
      },
    ],
  },
  {
    id: 'hr',
    label: 'Human resources',
    children: [{ id: 'handbook', label: 'Employee handbook' }],
  },
];

export default function RevealAndFocus() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState([]);

  const reveal = (event, itemId) => {
    const api = apiRef.current;
    if (!api) return;
    // The tree knows every item: collect the ancestors with getParentId.
    const ancestors = [];
    let parentId = api.getParentId(itemId);
    while (parentId !== null) {
      ancestors.push(parentId);
      parentId = api.getParentId(parentId);
    }
    // focusItem ignores items whose parent is collapsed. flushSync renders the
    // expanded branches right away, so that the item exists when it is focused.
    flushSync(() => {
      setExpandedItems((prev) => [...ancestors, ...prev.filter((id) => !ancestors.includes(id))]);
    });
    api.focusItem(event, itemId);
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Button size="small" variant="outlined" onClick={(event) => reveal(event, 'inv-2025-014')} sx={{ mb: 1 }}>
        Go to INV-2025-014
      </Button>
      <Box sx={{ minHeight: 320 }}>
        <RichTreeView
          aria-label="Company documents"
          apiRef={apiRef}
          items={documents}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Box>
  );
}
