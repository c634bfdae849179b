import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const board: TreeViewBaseItem[] = [
  {
    id: 'backlog',
    label: 'Backlog',
    children: [
      { id: 'inv-204', label: 'INV-204 Send reminder emails' },
      { id: 'inv-211', label: 'INV-211 VAT on credit notes' },
    ],
  },
  {
    id: 'in-progress',
    label: 'In progress',
    children: [{ id: 'inv-198', label: 'INV-198 PDF export' }],
  },
  { id: 'done', label: 'Done', children: [] },
];

const columns = ['backlog', 'in-progress', 'done'];

export default function PositionChangeLog() {
  const [lastMove, setLastMove] = React.useState('Drag a ticket to another column.');

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 250 }}>
        <RichTreeViewPro
          aria-label="Invoicing board"
          items={board}
          defaultExpandedItems={columns}
          itemsReordering
          isItemReorderable={(itemId) => !columns.includes(itemId)}
          canMoveItemToNewPosition={({ newPosition }) =>
            newPosition.parentId !== null && columns.includes(newPosition.parentId)
          }
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            // Save the move here: the tree has already applied it.
            setLastMove(
              `${itemId}: ${oldPosition.parentId}[${oldPosition.index}] → ${newPosition.parentId}[${newPosition.index}]`,
            )
          }
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {lastMove}
      </Typography>
    </Box>
  );
}
