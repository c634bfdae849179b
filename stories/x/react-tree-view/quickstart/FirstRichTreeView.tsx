import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The kind of data an API returns: ids, labels and nested children.
const bookCategories: TreeViewBaseItem[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'mystery', label: 'Mystery & thriller' },
      { id: 'science-fiction', label: 'Science fiction' },
      { id: 'historical-fiction', label: 'Historical fiction' },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [
      { id: 'biography', label: 'Biography' },
      {
        id: 'science',
        label: 'Science',
        children: [
          { id: 'astronomy', label: 'Astronomy' },
          { id: 'biology', label: 'Biology' },
        ],
      },
    ],
  },
  { id: 'children', label: "Children's books" },
];

export default function FirstRichTreeView() {
  return (
    <Box sx={{ minHeight: 288, maxWidth: 340 }}>
      <RichTreeView aria-label="Book categories" items={bookCategories} />
    </Box>
  );
}
