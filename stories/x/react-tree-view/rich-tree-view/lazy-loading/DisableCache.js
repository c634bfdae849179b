import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const serverData = {
  root: [
    { id: 'lis', label: 'Departures from Lisbon', childrenCount: 2 },
    { id: 'opo', label: 'Departures from Porto', childrenCount: 1 },
  ],
  lis: [
    { id: 'tp1350', label: 'TP 1350 to Paris, gate 14', childrenCount: 0 },
    { id: 'fr7261', label: 'FR 7261 to Dublin, gate 22', childrenCount: 0 },
  ],
  opo: [{ id: 'tp1963', label: 'TP 1963 to Madrid, gate 3', childrenCount: 0 }],
};

// Gates change at any time: never reuse a response, fetch again on every expansion.
const noCache = {
  get: () => undefined,
  set: () => {},
  clear: () => {},
};

export default function DisableCache() {
  // The tree is empty until the root items arrive: meanwhile it is marked busy for screen readers.
  const [rootLoading, setRootLoading] = React.useState(true);
  const [requestCount, setRequestCount] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item) => item.childrenCount,
      getTreeItems: (parentId) => {
        setRequestCount((count) => count + 1);
        return new Promise((resolve) => {
          setTimeout(() => {
            resolve(serverData[parentId ?? 'root'] ?? []);
            setRootLoading(false);
          }, 300);
        });
      },
    }),
    [],
  );

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 200 }}>
        <RichTreeViewPro
          aria-busy={rootLoading}
          aria-label="Departures"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={noCache}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {`Requests sent: ${requestCount}`}
      </Typography>
    </Box>
  );
}
