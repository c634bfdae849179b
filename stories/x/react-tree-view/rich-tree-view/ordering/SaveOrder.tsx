import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A function, so that each tree gets its own objects: getItemTree() rewrites their `children`.
const createMenu = (): TreeViewBaseItem[] => [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Soup of the day' },
      { id: 'croquettes', label: 'Ham croquettes' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'cod', label: 'Grilled cod' },
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'steak', label: 'Flank steak' },
    ],
  },
];

/** "Starters: Soup of the day, Ham croquettes" for each section. */
function describe(tree: TreeViewBaseItem[]) {
  return tree.map(
    (section) => `${section.label}: ${(section.children ?? []).map((dish) => dish.label).join(', ')}`,
  );
}

export default function SaveOrder() {
  const apiRef = useTreeViewApiRef();
  const [menu] = React.useState(createMenu);
  const [savedMenu, setSavedMenu] = React.useState(() => describe(menu));

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 270 }}>
        <RichTreeViewPro
          aria-label="Restaurant menu"
          apiRef={apiRef}
          items={menu}
          defaultExpandedItems={['starters', 'mains']}
          itemsReordering
          isItemReorderable={(itemId) => itemId !== 'starters' && itemId !== 'mains'}
          canMoveItemToNewPosition={({ newPosition }) => newPosition.parentId !== null}
          onItemPositionChange={() => {
            // Read the whole tree, in its new order, and send it to the server.
            const tree = apiRef.current?.getItemTree();
            if (tree) {
              setSavedMenu(describe(tree));
            }
          }}
        />
      </Box>
      {savedMenu.map((line) => (
        <Typography key={line} variant="body2" component="p">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
