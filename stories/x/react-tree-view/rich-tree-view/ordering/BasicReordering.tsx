import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const backlog: TreeViewBaseItem[] = [
  {
    id: 'checkout',
    label: 'Checkout redesign',
    children: [
      { id: 'address-form', label: 'Shorter address form' },
      { id: 'apple-pay', label: 'Apple Pay support' },
      { id: 'order-summary', label: 'Sticky order summary' },
    ],
  },
  {
    id: 'search',
    label: 'Search',
    children: [
      { id: 'typo-tolerance', label: 'Typo tolerance' },
      { id: 'filters', label: 'Filters on mobile' },
    ],
  },
  { id: 'dark-mode', label: 'Dark mode' },
];

export default function BasicReordering() {
  return (
    <Box sx={{ minHeight: 300, maxWidth: 340 }}>
      <RichTreeViewPro
        aria-label="Product backlog"
        items={backlog}
        defaultExpandedItems={['checkout', 'search']}
        itemsReordering
      />
    </Box>
  );
}
