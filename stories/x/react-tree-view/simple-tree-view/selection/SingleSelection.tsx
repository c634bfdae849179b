import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleSelection() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView
          aria-label="Mail folders"
          defaultExpandedItems={['archive']}
          onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
        >
          <TreeItem itemId="inbox" label="Inbox" />
          <TreeItem itemId="drafts" label="Drafts" />
          <TreeItem itemId="sent" label="Sent" />
          <TreeItem itemId="archive" label="Archive">
            <TreeItem itemId="archive-2024" label="2024" />
            <TreeItem itemId="archive-2025" label="2025" />
          </TreeItem>
          <TreeItem itemId="spam" label="Spam" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected folder: {selectedItem ?? 'none'}
      </Typography>
    </Box>
  );
}
