import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const docs: TreeViewBaseItem[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'quickstart', label: 'Quickstart' },
      { id: 'webhooks', label: 'Webhooks' },
    ],
  },
  {
    id: 'reference',
    label: 'API reference',
    children: [
      { id: 'customers', label: 'Customers' },
      { id: 'payments', label: 'Payments' },
      { id: 'refunds', label: 'Refunds' },
    ],
  },
  { id: 'changelog', label: 'Changelog' },
];

export default function IconContainerExpansion() {
  const [page, setPage] = React.useState<string | null>('quickstart');

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 256 }}>
        <RichTreeView
          aria-label="Developer documentation"
          items={docs}
          expansionTrigger="iconContainer"
          defaultExpandedItems={['guides']}
          selectedItems={page}
          onSelectedItemsChange={(event, itemId) => setPage(itemId)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Open page: {page ?? 'none'}
      </Typography>
    </Box>
  );
}
