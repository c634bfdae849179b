import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const chapters = [
  {
    id: 'part-1',
    label: 'Part 1: Foundations',
    children: [
      { id: 'ch-1', label: 'Why types matter' },
      { id: 'ch-2', label: 'Your first component' },
      { id: 'ch-3', label: 'State and effects' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part 2: In production',
    children: [
      { id: 'ch-4', label: 'Testing' },
      { id: 'ch-5', label: 'Deploying' },
    ],
  },
];

export default function SameParentOnly() {
  return (
    <Box sx={{ minHeight: 270, maxWidth: 340 }}>
      <RichTreeViewPro
        aria-label="Book outline"
        items={chapters}
        defaultExpandedItems={['part-1', 'part-2']}
        itemsReordering
        // Chapters change order inside their part, parts change order at the root.
        canMoveItemToNewPosition={({ oldPosition, newPosition }) => oldPosition.parentId === newPosition.parentId}
      />
    </Box>
  );
}
