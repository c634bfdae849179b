import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TrackItemFocus() {
  const [focusedItem, setFocusedItem] = React.useState(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Focused: {focusedItem ?? 'nothing yet, press Tab to enter the tree'}
      </Typography>
      <Box sx={{ minHeight: 352 }}>
        <SimpleTreeView
          aria-label="Staff directory"
          defaultExpandedItems={['berlin', 'lisbon', 'toronto']}
          onItemFocus={(event, itemId) => setFocusedItem(itemId)}
        >
          <TreeItem itemId="berlin" label="Berlin office">
            <TreeItem itemId="jonas" label="Jonas Becker" />
            <TreeItem itemId="lea" label="Lea Hoffmann" />
          </TreeItem>
          <TreeItem itemId="lisbon" label="Lisbon office">
            <TreeItem itemId="ines" label="Inês Duarte" />
            <TreeItem itemId="pedro" label="Pedro Almeida" />
          </TreeItem>
          <TreeItem itemId="toronto" label="Toronto office">
            <TreeItem itemId="kwame" label="Kwame Mensah" />
            <TreeItem itemId="priya" label="Priya Raman" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
