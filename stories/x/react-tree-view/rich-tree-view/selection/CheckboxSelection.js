import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemCheckbox } from '@mui/x-tree-view/TreeItem';

const warehouses = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'rotterdam', label: 'Rotterdam' },
      { id: 'hamburg', label: 'Hamburg' },
      { id: 'valencia', label: 'Valencia' },
    ],
  },
  {
    id: 'north-america',
    label: 'North America',
    children: [
      { id: 'newark', label: 'Newark' },
      { id: 'savannah', label: 'Savannah' },
    ],
  },
];

// The default checkbox has no accessible name: put the item's label on its input.
const LabelledCheckbox = React.forwardRef(function LabelledCheckbox({ 'aria-label': ariaLabel, ...other }, ref) {
  return <TreeItemCheckbox {...other} ref={ref} slotProps={{ input: { 'aria-label': ariaLabel } }} />;
});

export default function CheckboxSelection() {
  const [warehouse, setWarehouse] = React.useState('rotterdam');

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Shipping warehouse"
          items={warehouses}
          checkboxSelection
          defaultExpandedItems={['europe', 'north-america']}
          selectedItems={warehouse}
          onSelectedItemsChange={(event, itemId) => setWarehouse(itemId)}
          slotProps={{
            item: ({ label }) => ({
              slots: { checkbox: LabelledCheckbox },
              slotProps: { checkbox: { 'aria-label': label } },
            }),
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Ships from: {warehouse ?? 'not chosen'}
      </Typography>
    </Box>
  );
}
