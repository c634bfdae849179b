import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const folders = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'invoices', label: 'Invoices' },
      { id: 'receipts', label: 'Receipts' },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'website', label: 'Website redesign' },
      { id: 'mobile', label: 'Mobile app' },
    ],
  },
];

export default function EditingCallback() {
  const [log, setLog] = React.useState([]);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 220 }}>
        <RichTreeView
          aria-label="Mail folders"
          items={folders}
          defaultExpandedItems={['inbox', 'projects']}
          isItemEditable
          // Give the text field that replaces the label an accessible name.
          slotProps={{ item: { slotProps: { labelInput: { 'aria-label': 'Folder name' } } } }}
          onItemLabelChange={(itemId, newLabel) =>
            // Send the change to your server here.
            setLog((prev) => [`${itemId} → "${newLabel}"`, ...prev].slice(0, 3))
          }
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1, fontWeight: 500 }}>
        Saved renames
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
        {log.length === 0 ? 'None yet.' : log.join(', ')}
      </Typography>
    </Box>
  );
}
