import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemCheckbox, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

// The default checkbox has no accessible name: put the item's label on its input.
const LabelledCheckbox = React.forwardRef<
  HTMLButtonElement,
  React.ComponentProps<typeof TreeItemCheckbox>
>(function LabelledCheckbox({ 'aria-label': ariaLabel, ...other }, ref) {
  return (
    <TreeItemCheckbox {...other} ref={ref} slotProps={{ input: { 'aria-label': ariaLabel } }} />
  );
});

function CategoryItem(props: TreeItemProps & { label: string }) {
  return (
    <TreeItem
      {...props}
      slots={{ checkbox: LabelledCheckbox }}
      slotProps={{ checkbox: { 'aria-label': props.label } }}
    />
  );
}

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
            <Switch checked={Boolean(propagation.descendants)} onChange={() => toggle('descendants')} />
          }
          label="Descendants"
        />
        <FormControlLabel
          control={<Switch checked={Boolean(propagation.parents)} onChange={() => toggle('parents')} />}
          label="Parents"
        />
      </Stack>
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView
          aria-label="Store categories"
          checkboxSelection
          multiSelect
          selectionPropagation={propagation}
          defaultExpandedItems={['electronics', 'audio', 'home']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        >
          <CategoryItem itemId="electronics" label="Electronics">
            <CategoryItem itemId="laptops" label="Laptops" />
            <CategoryItem itemId="audio" label="Audio">
              <CategoryItem itemId="headphones" label="Headphones" />
              <CategoryItem itemId="speakers" label="Speakers" />
            </CategoryItem>
          </CategoryItem>
          <CategoryItem itemId="home" label="Home">
            <CategoryItem itemId="lighting" label="Lighting" />
            <CategoryItem itemId="kitchen" label="Kitchen" />
          </CategoryItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
