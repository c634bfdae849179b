import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const folders: TreeViewBaseItem[] = [
  {
    id: 'documents',
    label: 'Documents',
    children: [
      { id: 'budget', label: 'Budget 2025.xlsx' },
      { id: 'minutes', label: 'Board minutes, March 2025.docx' },
    ],
  },
  {
    id: 'downloads',
    label: 'Downloads',
    children: [
      { id: 'invoice', label: 'Invoice 1042.pdf' },
      { id: 'installer', label: 'Node installer.pkg' },
    ],
  },
  { id: 'music', label: 'Music', children: [{ id: 'podcast', label: 'Podcast episode 12.mp3' }] },
  {
    id: 'pictures',
    label: 'Pictures',
    children: [{ id: 'passport', label: 'Passport scan.png' }],
  },
  { id: 'videos', label: 'Videos' },
];

const labels: Record<string, string> = {};
const collect = (items: TreeViewBaseItem[]) =>
  items.forEach((item) => {
    labels[item.id] = item.label;
    collect(item.children ?? []);
  });
collect(folders);

export default function KeyboardNavigation() {
  const [focused, setFocused] = React.useState<string | null>(null);
  const headingId = React.useId();

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography id={headingId} variant="subtitle2" component="p">
        Home folder
      </Typography>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          aria-labelledby={headingId}
          items={folders}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {focused ? `Focused: ${labels[focused]}` : 'Tab into the tree, then use the arrow keys.'}
      </Typography>
    </Box>
  );
}
