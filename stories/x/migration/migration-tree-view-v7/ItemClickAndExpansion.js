import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const items = [
  {
    id: 'documents',
    label: 'Documents',
    children: [
      {
        id: 'invoices',
        label: 'Invoices',
        children: [
          { id: 'invoice-2025-001', label: 'INV-2025-001.pdf' },
          { id: 'invoice-2025-002', label: 'INV-2025-002.pdf' },
        ],
      },
      { id: 'contracts', label: 'Contracts' },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    children: [{ id: 'team-offsite', label: 'Team offsite 2024' }],
  },
  { id: 'readme', label: 'README.md' },
];

export default function ItemClickAndExpansion() {
  const apiRef = useTreeViewApiRef();
  const [lastClicked, setLastClicked] = React.useState(null);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
      <Box>
        <Button
          variant="outlined"
          // v8: setItemExpansion takes one object; without `shouldBeExpanded` it toggles the item.
          onClick={(event) => apiRef.current?.setItemExpansion({ event, itemId: 'documents' })}
        >
          Toggle Documents
        </Button>
      </Box>
      <RichTreeView
        aria-label="Shared drive"
        items={items}
        apiRef={apiRef}
        defaultExpandedItems={['photos']}
        // v8: indentation is applied to each item's content, and set with this prop.
        itemChildrenIndentation={24}
        // v8: listen to clicks on an item's content on the tree, not with TreeItem's onClick.
        onItemClick={(_event, itemId) => setLastClicked(itemId)}
      />
      <Typography variant="body2" component="p">
        Last clicked item: {lastClicked ?? 'none'}
      </Typography>
    </Stack>
  );
}
