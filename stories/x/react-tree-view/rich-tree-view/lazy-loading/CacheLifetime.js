import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

const serverData = {
  root: [
    { id: 'open', label: 'Open tickets', childrenCount: 2 },
    { id: 'waiting', label: 'Waiting for customer', childrenCount: 1 },
  ],
  open: [
    { id: 't-1042', label: '#1042 Refund not received', childrenCount: 0 },
    { id: 't-1047', label: '#1047 Cannot export invoices', childrenCount: 0 },
  ],
  waiting: [{ id: 't-1031', label: '#1031 Wrong shipping address', childrenCount: 0 }],
};

export default function CacheLifetime() {
  // The tree is empty until the root items arrive: meanwhile it is marked busy for screen readers.
  const [rootLoading, setRootLoading] = React.useState(true);
  // Ticket lists change often: keep fetched children for 30 seconds instead of 5 minutes.
  // One cache per tree, created once.
  const [cache] = React.useState(() => new DataSourceCacheDefault({ ttl: 30_000 }));
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
          aria-label="Support tickets"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {`Requests sent: ${requestCount}`}
      </Typography>
    </Box>
  );
}
