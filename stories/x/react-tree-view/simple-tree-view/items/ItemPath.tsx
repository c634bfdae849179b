import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Page {
  id: string;
  title: string;
  pages?: Page[];
}

const handbook: Page[] = [
  {
    id: 'people',
    title: 'People',
    pages: [
      {
        id: 'time-off',
        title: 'Time off',
        pages: [
          { id: 'vacation', title: 'Vacation policy' },
          { id: 'sick-leave', title: 'Sick leave' },
          { id: 'parental-leave', title: 'Parental leave' },
        ],
      },
      { id: 'benefits', title: 'Benefits' },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    pages: [
      { id: 'password-manager', title: 'Password manager' },
      { id: 'devices', title: 'Company devices' },
    ],
  },
  { id: 'expenses', title: 'Expenses' },
];

// Page titles by id, for the breadcrumbs.
const titles = new Map<string, string>();
function indexTitles(pages: Page[]) {
  pages.forEach((page) => {
    titles.set(page.id, page.title);
    indexTitles(page.pages ?? []);
  });
}
indexTitles(handbook);

function renderPages(pages: Page[]) {
  return pages.map((page) => (
    <TreeItem key={page.id} itemId={page.id} label={page.title}>
      {page.pages && renderPages(page.pages)}
    </TreeItem>
  ));
}

export default function ItemPath() {
  const apiRef = useTreeViewApiRef();
  const [path, setPath] = React.useState<string[]>([]);

  const handleSelectedItemsChange = (
    event: React.SyntheticEvent | null,
    itemId: string | null,
  ) => {
    const api = apiRef.current;
    if (!api || itemId === null) {
      setPath([]);
      return;
    }
    // Walk up the tree with getParentId until the top level.
    const ids: string[] = [];
    let currentId: string | null = itemId;
    while (currentId !== null) {
      ids.unshift(currentId);
      currentId = api.getParentId(currentId);
    }
    setPath(ids);
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView
          aria-label="Company handbook"
          apiRef={apiRef}
          defaultExpandedItems={['people', 'time-off']}
          onSelectedItemsChange={handleSelectedItemsChange}
        >
          {renderPages(handbook)}
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" component="div" sx={{ mt: 1 }}>
        {path.length === 0 ? (
          'Select a page to see where it lives.'
        ) : (
          <Breadcrumbs aria-label="Selected page">
            {path.map((id) => (
              <Typography key={id} variant="body2" color="text.primary">
                {titles.get(id)}
              </Typography>
            ))}
          </Breadcrumbs>
        )}
      </Typography>
    </Box>
  );
}
