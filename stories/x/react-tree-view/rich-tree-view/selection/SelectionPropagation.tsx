import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemCheckbox } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem, TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

const categories: TreeViewBaseItem[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      { id: 'laptops', label: 'Laptops' },
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
    id: 'home',
    label: 'Home',
    children: [
      { id: 'lighting', label: 'Lighting' },
      { id: 'kitchen', label: 'Kitchen' },
    ],
  },
];

// The default checkbox has no accessible name: put the item's label on its input.
const LabelledCheckbox = React.forwardRef<
  HTMLButtonElement,
  React.ComponentProps<typeof TreeItemCheckbox>
>(function LabelledCheckbox({ 'aria-label': ariaLabel, ...other }, ref) {
  return (
    <TreeItemCheckbox {...other} ref={ref} slotProps={{ input: { 'aria-label': ariaLabel } }} />
  );
});

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selectedItems, setSelectedItems] = React.useState<string[]>([]);

  const toggle = (key: keyof TreeViewSelectionPropagation) =>
    setPropagation((prev) => ({ ...prev, [key]: !prev[key] }));

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(propagation.descendants)}
              onChange={() => toggle('descendants')}
            />
          }
          label="Descendants"
        />
        <FormControlLabel
          control={
            <Switch checked={Boolean(propagation.parents)} onChange={() => toggle('parents')} />
          }
          label="Parents"
        />
      </Stack>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Store categories"
          items={categories}
          checkboxSelection
          multiSelect
          selectionPropagation={propagation}
          defaultExpandedItems={['electronics']}
          selectedItems={selectedItems}
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
        Selected: {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
