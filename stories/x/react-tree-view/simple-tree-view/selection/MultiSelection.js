import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelection() {
  const [selectedItems, setSelectedItems] = React.useState([]);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 320 }}>
        <SimpleTreeView
          aria-label="Files to share"
          multiSelect
          defaultExpandedItems={['contracts', 'photos']}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        >
          <TreeItem itemId="contracts" label="Contracts">
            <TreeItem itemId="lease.pdf" label="Office lease.pdf" />
            <TreeItem itemId="cleaning.pdf" label="Cleaning services.pdf" />
            <TreeItem itemId="insurance.pdf" label="Insurance policy.pdf" />
          </TreeItem>
          <TreeItem itemId="photos" label="Team offsite photos">
            <TreeItem itemId="hike.jpg" label="Mountain hike.jpg" />
            <TreeItem itemId="dinner.jpg" label="Dinner.jpg" />
            <TreeItem itemId="group.jpg" label="Group photo.jpg" />
          </TreeItem>
          <TreeItem itemId="budget.xlsx" label="Budget 2025.xlsx" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selectedItems.length === 0
          ? 'Nothing selected'
          : `${selectedItems.length} selected: ${selectedItems.join(', ')}`}
      </Typography>
    </Box>
  );
}
