import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import TagRounded from '@mui/icons-material/TagRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Any React node can be a label: here an icon, the channel name and an unread count.
function ChannelLabel({ name, isPrivate = false, unread = 0 }) {
  const Icon = isPrivate ? LockRounded : TagRounded;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
      <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: unread > 0 ? 600 : 400 }}>
        {name}
      </Typography>
      {unread > 0 && <Chip label={`${unread} new`} size="small" color="primary" />}
    </Box>
  );
}

export default function ItemContent() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 340 }}>
      <SimpleTreeView aria-label="Team channels" defaultExpandedItems={['engineering', 'design']}>
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="frontend" label={<ChannelLabel name="frontend" unread={4} />} />
          <TreeItem itemId="deployments" label={<ChannelLabel name="deployments" />} />
          <TreeItem itemId="incident-room" label={<ChannelLabel name="incident-room" isPrivate unread={1} />} />
        </TreeItem>
        <TreeItem itemId="design" label="Design">
          <TreeItem itemId="design-reviews" label={<ChannelLabel name="design-reviews" />} />
          <TreeItem itemId="brand-refresh" label={<ChannelLabel name="brand-refresh" isPrivate />} />
        </TreeItem>
        <TreeItem itemId="announcements" label={<ChannelLabel name="announcements" unread={2} />} />
      </SimpleTreeView>
    </Box>
  );
}
