import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const folders = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'drafts', label: 'Drafts' },
  { id: 'sent', label: 'Sent' },
  {
    id: 'archive',
    label: 'Archive',
    children: [
      { id: 'archive-2024', label: '2024' },
      { id: 'archive-2025', label: '2025' },
    ],
  },
  { id: 'spam', label: 'Spam' },
];

export default function SingleSelection() {
  const [selectedItem, setSelectedItem] = React.useState(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Mail folders"
          items={folders}
          defaultExpandedItems={['archive']}
          onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected folder: {selectedItem ?? 'none'}
      </Typography>
    </Box>
  );
}
