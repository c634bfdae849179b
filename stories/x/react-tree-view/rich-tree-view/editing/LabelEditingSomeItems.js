import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const channels = [
  {
    id: 'general-group',
    label: 'Company',
    system: true,
    children: [
      { id: 'announcements', label: 'announcements', system: true },
      { id: 'random', label: 'random' },
    ],
  },
  {
    id: 'product-group',
    label: 'Product',
    children: [
      { id: 'design-reviews', label: 'design-reviews' },
      { id: 'release-train', label: 'release-train' },
    ],
  },
];

export default function LabelEditingSomeItems() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Chat channels"
        items={channels}
        defaultExpandedItems={['general-group', 'product-group']}
        isItemEditable={(item) => !item.system}
        // Give the text field that replaces the label an accessible name.
        slotProps={{ item: { slotProps: { labelInput: { 'aria-label': 'Channel name' } } } }}
      />
    </Box>
  );
}
