import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['kitchen']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 320 }}>
        <SimpleTreeView
          aria-label="Smart home devices"
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="kitchen" label="Kitchen">
            <TreeItem itemId="kitchen-lights" label="Ceiling lights" />
            <TreeItem itemId="kitchen-oven" label="Oven" />
          </TreeItem>
          <TreeItem itemId="living-room" label="Living room">
            <TreeItem itemId="living-thermostat" label="Thermostat" />
            <TreeItem itemId="living-speaker" label="Speaker" />
            <TreeItem itemId="living-blinds" label="Blinds" />
          </TreeItem>
          <TreeItem itemId="garage" label="Garage">
            <TreeItem itemId="garage-door" label="Garage door" />
            <TreeItem itemId="garage-charger" label="EV charger" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1, fontFamily: 'monospace' }}>
        expandedItems: {JSON.stringify(expandedItems)}
      </Typography>
    </Box>
  );
}
