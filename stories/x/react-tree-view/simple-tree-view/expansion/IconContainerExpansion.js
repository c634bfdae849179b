import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconContainerExpansion() {
  const [selectedItem, setSelectedItem] = React.useState(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView
          aria-label="Documentation sections"
          expansionTrigger="iconContainer"
          onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
        >
          <TreeItem itemId="guides" label="Guides">
            <TreeItem itemId="guides/authentication" label="Authentication" />
            <TreeItem itemId="guides/webhooks" label="Webhooks" />
          </TreeItem>
          <TreeItem itemId="reference" label="API reference">
            <TreeItem itemId="reference/customers" label="Customers" />
            <TreeItem itemId="reference/payments" label="Payments" />
            <TreeItem itemId="reference/refunds" label="Refunds" />
          </TreeItem>
          <TreeItem itemId="changelog" label="Changelog" />
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Open page: {selectedItem ?? 'none'}
      </Typography>
    </Box>
  );
}
