import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TrackItemSelectionToggle() {
  const [lastChange, setLastChange] = React.useState(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastChange === null
          ? 'No change yet.'
          : `Last change: ${lastChange.itemId} ${lastChange.isSelected ? 'selected' : 'deselected'}`}
      </Typography>
      <Box sx={{ minHeight: 320 }}>
        <SimpleTreeView
          aria-label="Shopping list"
          multiSelect
          defaultExpandedItems={['produce', 'dairy']}
          onItemSelectionToggle={(event, itemId, isSelected) => setLastChange({ itemId, isSelected })}
        >
          <TreeItem itemId="produce" label="Produce">
            <TreeItem itemId="apples" label="Apples" />
            <TreeItem itemId="spinach" label="Spinach" />
            <TreeItem itemId="tomatoes" label="Tomatoes" />
          </TreeItem>
          <TreeItem itemId="dairy" label="Dairy">
            <TreeItem itemId="yogurt" label="Greek yogurt" />
            <TreeItem itemId="butter" label="Butter" />
          </TreeItem>
          <TreeItem itemId="bakery" label="Bakery">
            <TreeItem itemId="sourdough" label="Sourdough loaf" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
