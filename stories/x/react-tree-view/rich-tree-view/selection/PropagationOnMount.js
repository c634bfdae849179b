import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemCheckbox } from '@mui/x-tree-view/TreeItem';

const notifications = [
  {
    id: 'orders',
    label: 'Orders',
    children: [
      { id: 'order-placed', label: 'Order placed' },
      { id: 'order-shipped', label: 'Order shipped' },
      { id: 'order-delivered', label: 'Order delivered' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'new-sign-in', label: 'New sign-in' },
      { id: 'password-changed', label: 'Password changed' },
    ],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      { id: 'newsletter', label: 'Monthly newsletter' },
      { id: 'offers', label: 'Special offers' },
    ],
  },
];

const propagation = { parents: true, descendants: true };

// What the server stored: the leaves the customer opted into.
const savedPreferences = ['order-placed', 'order-shipped', 'order-delivered', 'new-sign-in'];

// Add every parent whose children are all selected, deepest first,
// so that the initial value follows the `parents` rule like later changes do.
function addSelectedParents(items, selected) {
  const result = new Set(selected);
  const visit = (item) => {
    const children = item.children ?? [];
    if (children.length > 0) {
      const results = children.map(visit);
      if (results.every(Boolean)) result.add(item.id);
    }
    return result.has(item.id);
  };
  items.forEach(visit);
  return Array.from(result);
}

// The default checkbox has no accessible name: put the item's label on its input.
const LabelledCheckbox = React.forwardRef(function LabelledCheckbox({ 'aria-label': ariaLabel, ...other }, ref) {
  return <TreeItemCheckbox {...other} ref={ref} slotProps={{ input: { 'aria-label': ariaLabel } }} />;
});

export default function PropagationOnMount() {
  const [selectedItems, setSelectedItems] = React.useState(() => addSelectedParents(notifications, savedPreferences));

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Email notifications"
          items={notifications}
          checkboxSelection
          multiSelect
          selectionPropagation={propagation}
          defaultExpandedItems={['orders', 'account']}
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
        Selected: {selectedItems.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
