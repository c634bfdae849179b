import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface DriveItem {
  id: string;
  label: string;
  childrenCount: number;
}

// A fake server: `undefined` asks for the root items.
const serverData: Record<string, DriveItem[]> = {
  root: [
    { id: 'documents', label: 'Documents', childrenCount: 2 },
    { id: 'photos', label: 'Photos', childrenCount: 2 },
    { id: 'notes', label: 'notes.txt', childrenCount: 0 },
  ],
  documents: [
    { id: 'taxes', label: 'Taxes 2024', childrenCount: 1 },
    { id: 'lease', label: 'Lease agreement.pdf', childrenCount: 0 },
  ],
  taxes: [{ id: 'return', label: 'Tax return.pdf', childrenCount: 0 }],
  photos: [
    { id: 'lisbon', label: 'Lisbon, June 2024', childrenCount: 0 },
    { id: 'kyoto', label: 'Kyoto, April 2025', childrenCount: 0 },
  ],
};

function fetchChildren(parentId?: string): Promise<DriveItem[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(serverData[parentId ?? 'root'] ?? []), 400);
  });
}

export default function BasicLazyLoading() {
  // The tree renders nothing while it waits for its root items: show your own message,
  // and mark the tree busy so screen readers do not announce an empty tree.
  const [rootLoaded, setRootLoaded] = React.useState(false);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: DriveItem) => item.childrenCount,
      getTreeItems: async (parentId?: string) => {
        const items = await fetchChildren(parentId);
        if (parentId === undefined) {
          setRootLoaded(true);
        }
        return items;
      },
    }),
    [],
  );

  return (
    <Box sx={{ minHeight: 260, maxWidth: 340 }}>
      {rootLoaded ? null : (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          Loading your drive…
        </Typography>
      )}
      <RichTreeViewPro aria-busy={!rootLoaded} aria-label="Drive" items={[]} dataSource={dataSource} />
    </Box>
  );
}
