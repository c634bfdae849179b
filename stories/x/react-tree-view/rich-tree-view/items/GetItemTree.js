import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const backlog = [
  {
    id: 'sprint-12',
    label: 'Sprint 12',
    children: [
      { id: 'task-checkout', label: 'One-page checkout' },
      { id: 'task-invoices', label: 'PDF invoices' },
    ],
  },
  {
    id: 'sprint-13',
    label: 'Sprint 13',
    children: [
      { id: 'task-wishlist', label: 'Wishlist sharing' },
      { id: 'task-search', label: 'Search suggestions' },
    ],
  },
];

// Turn the nested items into an indented outline.
function toOutline(items, depth = 0) {
  return items.flatMap((item) => [`${'  '.repeat(depth)}${item.label}`, ...toOutline(item.children ?? [], depth + 1)]);
}

export default function GetItemTree() {
  // useTreeViewApiRef() is typed for RichTreeView: give the ref the type of RichTreeViewPro's apiRef.
  const apiRef = useTreeViewApiRef();
  const [savedOutline, setSavedOutline] = React.useState(null);

  const handleSave = () => {
    const tree = apiRef?.current?.getItemTree();
    if (tree) setSavedOutline(toOutline(tree));
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Button size="small" variant="outlined" onClick={handleSave} sx={{ mb: 1 }}>
        Save order
      </Button>
      <Box sx={{ minHeight: 224 }}>
        <RichTreeViewPro
          aria-label="Product backlog"
          apiRef={apiRef}
          items={backlog}
          itemsReordering
          defaultExpandedItems={['sprint-12', 'sprint-13']}
        />
      </Box>
      <Typography variant="body2" component="div" sx={{ mt: 1 }}>
        {savedOutline === null ? (
          'Drag tasks between sprints, then save.'
        ) : (
          <Box component="pre" aria-label="Saved order" sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.8125rem' }}>
            {savedOutline.join('\n')}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
