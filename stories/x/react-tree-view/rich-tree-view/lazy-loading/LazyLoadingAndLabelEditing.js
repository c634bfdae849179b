import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const initialServerData = {
  root: [
    { id: 'handbook', label: 'Employee handbook', childrenCount: 2 },
    { id: 'policies', label: 'Policies', childrenCount: 1 },
  ],
  handbook: [
    { id: 'holidays', label: 'Holidays and leave', childrenCount: 0 },
    { id: 'expenses', label: 'Travel expenses', childrenCount: 0 },
  ],
  policies: [{ id: 'security', label: 'Security policy', childrenCount: 0 }],
};

export default function LazyLoadingAndLabelEditing() {
  // The tree is empty until the root items arrive: meanwhile it is marked busy for screen readers.
  const [rootLoading, setRootLoading] = React.useState(true);
  // One copy of the "server" and of the cache per mounted demo.
  const [server] = React.useState(() => {
    const copy = {};
    Object.entries(initialServerData).forEach(([parentId, pages]) => {
      copy[parentId] = pages.map((page) => ({ ...page }));
    });
    return copy;
  });
  const [entries] = React.useState(() => new Map());
  const [lastSave, setLastSave] = React.useState(null);

  const cache = React.useMemo(
    () => ({
      get: (key) => entries.get(key),
      set: (key, value) => {
        entries.set(key, value);
      },
      clear: () => entries.clear(),
    }),
    [entries],
  );

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item) => item.childrenCount,
      getTreeItems: (parentId) =>
        new Promise((resolve) => {
          // Answer with copies, like a real server would.
          const pages = (server[parentId ?? 'root'] ?? []).map((page) => ({ ...page }));
          setTimeout(() => {
            resolve(pages);
            setRootLoading(false);
          }, 300);
        }),
    }),
    [server],
  );

  const handleItemLabelChange = (itemId, newLabel) => {
    // 1. Save on the server.
    Object.values(server).forEach((pages) => {
      const page = pages.find((candidate) => candidate.id === itemId);
      if (page) {
        page.label = newLabel;
      }
    });
    // 2. Update the cached response, or reopening the parent would show the old label.
    entries.forEach((cached) => {
      if (Array.isArray(cached)) {
        const item = cached.find((candidate) => candidate.id === itemId);
        if (item) {
          item.label = newLabel;
        }
      }
    });
    setLastSave(`Saved "${newLabel}"`);
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 200 }}>
        <RichTreeViewPro
          aria-busy={rootLoading}
          aria-label="Intranet pages"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          isItemEditable
          onItemLabelChange={handleItemLabelChange}
          slotProps={{ item: { slotProps: { labelInput: { 'aria-label': 'Page title' } } } }}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {lastSave ?? 'Double-click a page to rename it.'}
      </Typography>
    </Box>
  );
}
