import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemCheckbox } from '@mui/x-tree-view/TreeItem';

const categories = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      { id: 'laptops', label: 'Laptops' },
      { id: 'phones', label: 'Phones' },
      {
        id: 'audio',
        label: 'Audio',
        children: [
          { id: 'headphones', label: 'Headphones' },
          { id: 'speakers', label: 'Speakers' },
        ],
      },
    ],
  },
  {
    id: 'home-garden',
    label: 'Home & Garden',
    children: [
      { id: 'furniture', label: 'Furniture' },
      { id: 'lighting', label: 'Lighting' },
      { id: 'garden-tools', label: 'Garden tools' },
    ],
  },
  {
    id: 'sports',
    label: 'Sports & Outdoors',
    children: [
      { id: 'cycling', label: 'Cycling' },
      { id: 'camping', label: 'Camping' },
    ],
  },
];

// The default checkbox has no accessible name: move the item's label onto its input.
const LabelledCheckbox = React.forwardRef(function LabelledCheckbox({ 'aria-label': ariaLabel, ...other }, ref) {
  return <TreeItemCheckbox {...other} ref={ref} slotProps={{ input: { 'aria-label': ariaLabel } }} />;
});

const initialSelection = ['phones', 'headphones', 'camping'];

export default function CategorySelection() {
  const [selectedItems, setSelectedItems] = React.useState(initialSelection);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Box sx={{ minHeight: 352 }}>
        <RichTreeView
          aria-label="Product categories"
          items={categories}
          checkboxSelection
          multiSelect
          defaultSelectedItems={initialSelection}
          defaultExpandedItems={['electronics', 'audio', 'sports']}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
          slotProps={{
            item: ({ label }) => ({
              slots: { checkbox: LabelledCheckbox },
              slotProps: { checkbox: { 'aria-label': label } },
            }),
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected ({selectedItems.length}):{' '}
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
        </Box>
      </Typography>
    </Box>
  );
}
