import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const permissions = [
  {
    id: 'orders',
    label: 'Orders',
    children: [
      { id: 'orders-read', label: 'View orders' },
      { id: 'orders-refund', label: 'Issue refunds' },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    children: [
      { id: 'customers-read', label: 'View customers' },
      { id: 'customers-export', label: 'Export customer data' },
    ],
  },
];

export default function CheckboxSlotProps() {
  return (
    <Box sx={{ minHeight: 250, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Permissions of the support role"
        items={permissions}
        defaultExpandedItems={['orders', 'customers']}
        defaultSelectedItems={['orders-read', 'customers-read']}
        checkboxSelection
        multiSelect
        slotProps={{
          // Name each checkbox after its item, and use the secondary colour.
          item: ({ label }) => ({
            slotProps: {
              checkbox: {
                color: 'secondary',
                size: 'small',
                slotProps: { input: { 'aria-label': label } },
              },
            },
          }),
        }}
      />
    </Box>
  );
}
