import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function KeepExistingSelection() {
  const apiRef = useTreeViewApiRef();
  const [keepExistingSelection, setKeepExistingSelection] = React.useState(true);
  const [selectedItems, setSelectedItems] = React.useState(['lisbon-day-1']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepExistingSelection}
            onChange={(event) => setKeepExistingSelection(event.target.checked)}
          />
        }
        label="Keep existing selection"
      />
      <Box sx={{ mt: 1, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({
              event,
              itemId: 'porto-day-1',
              shouldBeSelected: true,
              keepExistingSelection,
            })
          }
        >
          Add Porto, day 1
        </Button>
      </Box>
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView
          aria-label="Trip photos"
          apiRef={apiRef}
          multiSelect
          defaultExpandedItems={['lisbon', 'porto']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        >
          <TreeItem itemId="lisbon" label="Lisbon">
            <TreeItem itemId="lisbon-day-1" label="Day 1: Alfama" />
            <TreeItem itemId="lisbon-day-2" label="Day 2: Belém" />
          </TreeItem>
          <TreeItem itemId="porto" label="Porto">
            <TreeItem itemId="porto-day-1" label="Day 1: Ribeira" />
            <TreeItem itemId="porto-day-2" label="Day 2: Douro valley" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
