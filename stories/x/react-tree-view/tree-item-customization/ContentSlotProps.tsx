import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const settings: TreeViewBaseItem[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'profile', label: 'Profile' },
      { id: 'security', label: 'Password and security' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'plan', label: 'Plan' },
      { id: 'invoices', label: 'Invoices' },
    ],
  },
];

export default function ContentSlotProps() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Settings"
        items={settings}
        defaultExpandedItems={['account', 'billing']}
        defaultSelectedItems="profile"
        slotProps={{
          item: {
            slotProps: {
              // Taller, rounded rows with a border on the selected one.
              // TreeItemContent is a styled component, so it takes `sx`
              // (the slot's type only lists the props of a div).
              content: {
                sx: {
                  py: 0.75,
                  borderRadius: 2,
                  border: '1px solid transparent',
                  '&[data-selected]': { borderColor: 'primary.main' },
                },
              } as object,
            },
          },
        }}
      />
    </Box>
  );
}
