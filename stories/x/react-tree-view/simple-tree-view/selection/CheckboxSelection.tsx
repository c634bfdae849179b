import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemCheckbox, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// The default checkbox has no accessible name: put the item's label on its input.
const LabelledCheckbox = React.forwardRef<
  HTMLButtonElement,
  React.ComponentProps<typeof TreeItemCheckbox>
>(function LabelledCheckbox({ 'aria-label': ariaLabel, ...other }, ref) {
  return (
    <TreeItemCheckbox {...other} ref={ref} slotProps={{ input: { 'aria-label': ariaLabel } }} />
  );
});

function WarehouseItem(props: TreeItemProps & { label: string }) {
  return (
    <TreeItem
      {...props}
      slots={{ checkbox: LabelledCheckbox }}
      slotProps={{ checkbox: { 'aria-label': props.label } }}
    />
  );
}

export default function CheckboxSelection() {
  const [warehouse, setWarehouse] = React.useState<string | null>('rotterdam');

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView
          aria-label="Shipping warehouse"
          checkboxSelection
          defaultExpandedItems={['europe', 'north-america']}
          selectedItems={warehouse}
          onSelectedItemsChange={(event, itemId) => setWarehouse(itemId)}
        >
          <WarehouseItem itemId="europe" label="Europe">
            <WarehouseItem itemId="rotterdam" label="Rotterdam" />
            <WarehouseItem itemId="hamburg" label="Hamburg" />
            <WarehouseItem itemId="valencia" label="Valencia" />
          </WarehouseItem>
          <WarehouseItem itemId="north-america" label="North America">
            <WarehouseItem itemId="memphis" label="Memphis" />
            <WarehouseItem itemId="toronto" label="Toronto" />
          </WarehouseItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Ships from: {warehouse ?? 'no warehouse chosen'}
      </Typography>
    </Box>
  );
}
