import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function RenamedTreeProps() {
  // v7: `expanded` became `expandedItems`, `selected` became `selectedItems`.
  const [expandedItems, setExpandedItems] = React.useState(['src']);
  const [selectedItems, setSelectedItems] = React.useState('app');
  const [lastToggle, setLastToggle] = React.useState('none');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
      <Box sx={{ minHeight: 250 }}>
        <SimpleTreeView
          aria-label="Project files"
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemId) => setSelectedItems(itemId)}
          onItemExpansionToggle={(event, itemId, isExpanded) =>
            setLastToggle(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)
          }
          // v7: icons are slots that take a component, not `defaultExpandIcon={<Icon />}`.
          slots={{ expandIcon: AddBoxOutlinedIcon, collapseIcon: IndeterminateCheckBoxOutlinedIcon }}
        >
          {/* v7: `nodeId` became `itemId`. */}
          <TreeItem itemId="src" label="src">
            <TreeItem itemId="app" label="App.tsx" />
            <TreeItem itemId="components" label="components">
              <TreeItem itemId="header" label="Header.tsx" />
              <TreeItem itemId="footer" label="Footer.tsx" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="public" label="public">
            <TreeItem itemId="favicon" label="favicon.ico" />
            <TreeItem itemId="robots" label="robots.txt" />
          </TreeItem>
          <TreeItem itemId="package" label="package.json" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" component="p">
        Expanded: {expandedItems.join(', ') || 'none'}
      </Typography>
      <Typography variant="body2" component="p">
        Selected: {selectedItems ?? 'none'}
      </Typography>
      <Typography variant="body2" component="p">
        Last toggle: {lastToggle}
      </Typography>
    </Stack>
  );
}
