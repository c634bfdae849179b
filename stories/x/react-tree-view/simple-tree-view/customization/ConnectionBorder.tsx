import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function ConnectionBorder() {
  return (
    <Box sx={{ minHeight: 352, maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Product taxonomy"
        defaultExpandedItems={['outdoor', 'camping', 'cycling']}
        // The groups' margin and padding indent the levels, so turn the default indentation off.
        itemChildrenIndentation={0}
        sx={{
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: '15px',
            pl: '12px',
            borderLeft: '1px dashed',
            borderColor: 'text.disabled',
          },
        }}
      >
        <TreeItem itemId="outdoor" label="Outdoor">
          <TreeItem itemId="camping" label="Camping">
            <TreeItem itemId="tents" label="Tents" />
            <TreeItem itemId="sleeping-bags" label="Sleeping bags" />
            <TreeItem itemId="stoves" label="Camping stoves" />
          </TreeItem>
          <TreeItem itemId="cycling" label="Cycling">
            <TreeItem itemId="helmets" label="Helmets" />
            <TreeItem itemId="bike-lights" label="Bike lights" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="kitchen" label="Kitchen">
          <TreeItem itemId="cookware" label="Cookware" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
