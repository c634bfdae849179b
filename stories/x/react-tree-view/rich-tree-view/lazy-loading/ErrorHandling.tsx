import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Folder {
  id: string;
  label: string;
  childrenCount: number;
}

const serverData: Record<string, Folder[]> = {
  root: [
    { id: 'contracts', label: 'Contracts', childrenCount: 2 },
    { id: 'archive', label: 'Archive 2019–2023', childrenCount: 2 },
  ],
  contracts: [
    { id: 'acme', label: 'Acme Corp, 2025.pdf', childrenCount: 0 },
    { id: 'globex', label: 'Globex, 2024.pdf', childrenCount: 0 },
  ],
  archive: [
    { id: 'archive-2022', label: '2022', childrenCount: 0 },
    { id: 'archive-2023', label: '2023', childrenCount: 0 },
  ],
};

export default function ErrorHandling() {
  // The tree is empty until the root items arrive: meanwhile it is marked busy for screen readers.
  const [rootLoading, setRootLoading] = React.useState(true);
  const [message, setMessage] = React.useState<string | null>(null);

  const dataSource = React.useMemo(() => {
    // The archive server times out on the first attempt, then answers.
    let archiveAttempts = 0;
    return {
      getChildrenCount: (item: Folder) => item.childrenCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Folder[]>((resolve, reject) => {
          setTimeout(() => {
            if (parentId === 'archive') {
              archiveAttempts += 1;
              if (archiveAttempts === 1) {
                setMessage('The archive did not answer. Expand it again to retry.');
                reject(new Error('Timeout while loading the archive'));
                return;
              }
            }
            setMessage(null);
            setRootLoading(false);
            resolve(serverData[parentId ?? 'root'] ?? []);
          }, 300);
        }),
    };
  }, []);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 200 }}>
        <RichTreeViewPro aria-busy={rootLoading} aria-label="Shared drive" items={[]} dataSource={dataSource} />
      </Box>
      <Typography
        variant="body2"
        component="p"
        role="status"
        sx={{ mt: 1, color: message ? 'error.main' : 'text.secondary' }}
      >
        {message ?? 'All folders loaded without errors.'}
      </Typography>
    </Box>
  );
}
