import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemCheckbox } from '@mui/x-tree-view/TreeItem';

// The default checkbox has no accessible name: put the item's label on its input.
const LabelledCheckbox = React.forwardRef(function LabelledCheckbox({ 'aria-label': ariaLabel, ...other }, ref) {
  return <TreeItemCheckbox {...other} ref={ref} slotProps={{ input: { 'aria-label': ariaLabel } }} />;
});

function PersonItem(props) {
  return (
    <TreeItem
      {...props}
      slots={{ checkbox: LabelledCheckbox }}
      slotProps={{ checkbox: { 'aria-label': props.label } }}
    />
  );
}

export default function CheckboxMultiSelection() {
  const [invitees, setInvitees] = React.useState(['hana']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 352 }}>
        <SimpleTreeView
          aria-label="Meeting invitees"
          checkboxSelection
          multiSelect
          defaultExpandedItems={['design', 'engineering', 'product']}
          selectedItems={invitees}
          onSelectedItemsChange={(event, itemIds) => setInvitees(itemIds)}
        >
          <PersonItem itemId="design" label="Design">
            <PersonItem itemId="chloe" label="Chloé Laurent" />
            <PersonItem itemId="ines" label="Inès Duarte" />
          </PersonItem>
          <PersonItem itemId="engineering" label="Engineering">
            <PersonItem itemId="hana" label="Hana Sato" />
            <PersonItem itemId="diego" label="Diego Alvarez" />
            <PersonItem itemId="amara" label="Amara Okafor" />
          </PersonItem>
          <PersonItem itemId="product" label="Product">
            <PersonItem itemId="sofia" label="Sofia Lindqvist" />
          </PersonItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Invitees ({invitees.length}): {invitees.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
