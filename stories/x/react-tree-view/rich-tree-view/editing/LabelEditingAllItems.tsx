import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const bookmarks: TreeViewBaseItem[] = [
  {
    id: 'work',
    label: 'Work',
    children: [
      { id: 'jira', label: 'Sprint board' },
      { id: 'handbook', label: 'Engineering handbook' },
    ],
  },
  {
    id: 'reading',
    label: 'Reading list',
    children: [
      { id: 'css-tricks', label: 'Container queries guide' },
      { id: 'react-blog', label: 'React 19 release notes' },
    ],
  },
  { id: 'weather', label: 'Weather in Lisbon' },
];

export default function LabelEditingAllItems() {
  return (
    <Box sx={{ minHeight: 240, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Bookmarks"
        items={bookmarks}
        defaultExpandedItems={['work', 'reading']}
        isItemEditable
        // Give the text field that replaces the label an accessible name.
        slotProps={{ item: { slotProps: { labelInput: { 'aria-label': 'Bookmark name' } } } }}
      />
    </Box>
  );
}
