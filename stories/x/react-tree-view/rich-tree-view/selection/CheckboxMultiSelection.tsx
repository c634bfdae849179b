import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemCheckbox } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const teams: TreeViewBaseItem[] = [
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'chloe', label: 'Chloé Laurent' },
      { id: 'ines', label: 'Inès Duarte' },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'hana', label: 'Hana Sato' },
      { id: 'diego', label: 'Diego Alvarez' },
      { id: 'amara', label: 'Amara Okafor' },
    ],
  },
  {
    id: 'product',
    label: 'Product',
    children: [{ id: 'sofia', label: 'Sofia Lindqvist' }],
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

export default function CheckboxMultiSelection() {
  const [invitees, setInvitees] = React.useState<string[]>(['hana']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 352 }}>
        <RichTreeView
          aria-label="Meeting invitees"
          items={teams}
          checkboxSelection
          multiSelect
          defaultExpandedItems={['design', 'engineering', 'product']}
          selectedItems={invitees}
          onSelectedItemsChange={(event, itemIds) => setInvitees(itemIds)}
          slotProps={{
            item: ({ label }) => ({
              slots: { checkbox: LabelledCheckbox },
              slotProps: { checkbox: { 'aria-label': label } },
            }),
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Invitees ({invitees.length}): {invitees.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
