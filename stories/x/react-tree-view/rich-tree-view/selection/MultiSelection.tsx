import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const documents: TreeViewBaseItem[] = [
  {
    id: 'contracts',
    label: 'Contracts',
    children: [
      { id: 'lease.pdf', label: 'Office lease.pdf' },
      { id: 'nda.pdf', label: 'Supplier NDA.pdf' },
    ],
  },
  {
    id: 'receipts',
    label: 'Receipts',
    children: [
      { id: 'taxi.jpg', label: 'Taxi to airport.jpg' },
      { id: 'dinner.jpg', label: 'Team dinner.jpg' },
    ],
  },
  { id: 'budget.xlsx', label: 'Budget 2025.xlsx' },
];

export default function MultiSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Expense documents"
          items={documents}
          multiSelect
          defaultExpandedItems={['contracts', 'receipts']}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selectedItems.length} selected: {selectedItems.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
