import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const serverData = {
  root: [
    { id: 'europe', label: 'Europe', childrenCount: 3 },
    { id: 'asia', label: 'Asia', childrenCount: 2 },
  ],
  europe: [
    { id: 'lisbon-store', label: 'Lisbon store', childrenCount: 0 },
    { id: 'berlin-store', label: 'Berlin store', childrenCount: 0 },
    { id: 'milan-store', label: 'Milan store', childrenCount: 0 },
  ],
  asia: [
    { id: 'tokyo-store', label: 'Tokyo store', childrenCount: 0 },
    { id: 'seoul-store', label: 'Seoul store', childrenCount: 0 },
  ],
};

export default function RequestLog() {
  // The tree is empty until the root items arrive: meanwhile it is marked busy for screen readers.
  const [rootLoading, setRootLoading] = React.useState(true);
  const [requests, setRequests] = React.useState([]);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item) => item.childrenCount,
      getTreeItems: (parentId) => {
        const key = parentId ?? 'root';
        setRequests((prev) => [...prev, key]);
        return new Promise((resolve) => {
          setTimeout(() => {
            resolve(serverData[key] ?? []);
            setRootLoading(false);
          }, 300);
        });
      },
    }),
    [],
  );

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 230 }}>
        <RichTreeViewPro aria-busy={rootLoading} aria-label="Stores" items={[]} dataSource={dataSource} />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {`Requests sent: ${requests.length} (${requests.join(', ')})`}
      </Typography>
    </Box>
  );
}
