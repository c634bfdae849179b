import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TrackItemExpansionToggle() {
  const [lastAction, setLastAction] = React.useState<{
    itemId: string;
    isExpanded: boolean;
  } | null>(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastAction === null
          ? 'No item opened or closed yet.'
          : `Last action: ${lastAction.isExpanded ? 'expanded' : 'collapsed'} ${lastAction.itemId}`}
      </Typography>
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView
          aria-label="Help center"
          onItemExpansionToggle={(event, itemId, isExpanded) =>
            setLastAction({ itemId, isExpanded })
          }
        >
          <TreeItem itemId="orders" label="Orders">
            <TreeItem itemId="track-order" label="Track an order" />
            <TreeItem itemId="cancel-order" label="Cancel an order" />
          </TreeItem>
          <TreeItem itemId="returns" label="Returns and refunds">
            <TreeItem itemId="return-policy" label="Return policy" />
            <TreeItem itemId="refund-timing" label="When will I get my refund?" />
          </TreeItem>
          <TreeItem itemId="account" label="Account">
            <TreeItem itemId="reset-password" label="Reset your password" />
            <TreeItem itemId="delete-account" label="Delete your account" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
