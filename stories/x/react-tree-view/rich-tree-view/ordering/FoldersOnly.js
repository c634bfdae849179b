import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const files = [
  {
    id: 'src',
    label: 'src',
    type: 'folder',
    children: [
      { id: 'index', label: 'index.ts', type: 'file' },
      {
        id: 'utils',
        label: 'utils',
        type: 'folder',
        children: [{ id: 'format', label: 'formatDate.ts', type: 'file' }],
      },
    ],
  },
  { id: 'public', label: 'public', type: 'folder', children: [] },
  { id: 'package', label: 'package.json', type: 'file' },
];

// Look up the type of any item by id.
const typeById = new Map();
function register(items) {
  items.forEach((item) => {
    typeById.set(item.id, item.type);
    register(item.children ?? []);
  });
}
register(files);

export default function FoldersOnly() {
  return (
    <Box sx={{ minHeight: 240, maxWidth: 340 }}>
      <RichTreeViewPro
        aria-label="Repository files"
        items={files}
        defaultExpandedItems={['src', 'utils']}
        itemsReordering
        // Anything can move, but only into a folder or to the root: a file never gets children.
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId === null || typeById.get(newPosition.parentId) === 'folder'
        }
      />
    </Box>
  );
}
