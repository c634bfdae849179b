import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const documents = [
  {
    id: 'proposals',
    label: 'Proposals',
    children: [
      { id: 'proposal-harbor.pdf', label: 'Blue Harbor proposal.pdf' },
      { id: 'proposal-alpine.pdf', label: 'Alpine Outfitters proposal.pdf' },
    ],
  },
  {
    id: 'case-studies',
    label: 'Case studies',
    children: [
      { id: 'case-retail.pdf', label: 'Retail rollout.pdf' },
      { id: 'case-logistics.pdf', label: 'Logistics dashboard.pdf' },
    ],
  },
  { id: 'price-list.xlsx', label: 'Price list 2025.xlsx' },
];

// Folders are for browsing: only the items without children can be attached.
function collectFolderIds(items, ids = new Set()) {
  items.forEach((item) => {
    if (item.children && item.children.length > 0) {
      ids.add(item.id);
      collectFolderIds(item.children, ids);
    }
  });
  return ids;
}
const folderIds = collectFolderIds(documents);

export default function LeafOnlySelection() {
  const [attachments, setAttachments] = React.useState([]);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Attach documents"
          items={documents}
          multiSelect
          defaultExpandedItems={['proposals']}
          selectedItems={attachments}
          onSelectedItemsChange={(event, itemIds) => {
            const files = itemIds.filter((itemId) => !folderIds.has(itemId));
            // A click on a folder only opens it: keep the current attachments.
            if (files.length === 0 && itemIds.length > 0) return;
            setAttachments(files);
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Attachments ({attachments.length}): {attachments.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
