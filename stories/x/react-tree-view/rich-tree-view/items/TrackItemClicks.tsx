import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const settings: TreeViewBaseItem[] = [
  {
    id: 'profile',
    label: 'Profile',
    children: [
      { id: 'profile/personal-details', label: 'Personal details' },
      { id: 'profile/photo', label: 'Photo' },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    children: [
      { id: 'security/password', label: 'Password' },
      { id: 'security/two-factor', label: 'Two-factor authentication' },
    ],
  },
  { id: 'notifications', label: 'Notifications' },
  { id: 'billing', label: 'Billing' },
];

export default function TrackItemClicks() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastClicked === null ? 'No item clicked yet.' : `Last clicked: ${lastClicked}`}
      </Typography>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Account settings"
          items={settings}
          defaultExpandedItems={['profile']}
          onItemClick={(event, itemId) => setLastClicked(itemId)}
        />
      </Box>
    </Box>
  );
}
