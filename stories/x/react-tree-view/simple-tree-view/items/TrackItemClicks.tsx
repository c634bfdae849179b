import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TrackItemClicks() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastClicked === null ? 'No item clicked yet.' : `Last clicked: ${lastClicked}`}
      </Typography>
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView
          aria-label="Account settings"
          defaultExpandedItems={['profile']}
          onItemClick={(event, itemId) => setLastClicked(itemId)}
        >
          <TreeItem itemId="profile" label="Profile">
            <TreeItem itemId="profile/personal-details" label="Personal details" />
            <TreeItem itemId="profile/photo" label="Photo" />
          </TreeItem>
          <TreeItem itemId="security" label="Security">
            <TreeItem itemId="security/password" label="Password" />
            <TreeItem itemId="security/two-factor" label="Two-factor authentication" />
          </TreeItem>
          <TreeItem itemId="notifications" label="Notifications" />
          <TreeItem itemId="billing" label="Billing" />
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
