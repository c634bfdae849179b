import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

const folders = [
  {
    id: 'inbox',
    label: 'Inbox',
    unread: 14,
    children: [
      { id: 'inbox/invoices', label: 'Invoices', unread: 3 },
      { id: 'inbox/support', label: 'Support tickets', unread: 9 },
      { id: 'inbox/newsletters', label: 'Newsletters', unread: 0 },
    ],
  },
  { id: 'drafts', label: 'Drafts', unread: 0 },
  {
    id: 'projects',
    label: 'Projects',
    unread: 5,
    children: [
      { id: 'projects/redesign', label: 'Website redesign', unread: 4 },
      { id: 'projects/audit', label: 'Security audit', unread: 1 },
    ],
  },
  { id: 'archive', label: 'Archive', unread: 0 },
];

// Replaces the `item` slot: the default TreeItem, with the unread count after the label.
function FolderItem(props) {
  const folder = useTreeItemModel(props.itemId);
  const unread = folder?.unread ?? 0;

  return (
    <TreeItem
      {...props}
      label={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {props.label}
          </Box>
          {unread > 0 && <Chip component="span" size="small" color="primary" label={unread} />}
        </Box>
      }
    />
  );
}

export default function TreeViewCustomItem() {
  return (
    <Box sx={{ minHeight: 300, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={folders}
        defaultExpandedItems={['inbox', 'projects']}
        slots={{ item: FolderItem }}
      />
    </Box>
  );
}
