import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Playlist {
  id: string;
  label: string;
  childrenCount: number;
}

const serverData: Record<string, Playlist[]> = {
  root: [
    { id: 'focus', label: 'Deep focus', childrenCount: 2 },
    { id: 'commute', label: 'Morning commute', childrenCount: 2 },
  ],
  focus: [
    { id: 'weightless', label: 'Weightless', childrenCount: 0 },
    { id: 'gymnopedie', label: 'Gymnopédie No. 1', childrenCount: 0 },
  ],
  commute: [
    { id: 'dreams', label: 'Dreams', childrenCount: 0 },
    { id: 'mr-blue-sky', label: 'Mr. Blue Sky', childrenCount: 0 },
  ],
};

function fetchChildren(parentId?: string): Promise<Playlist[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(serverData[parentId ?? 'root'] ?? []), 800);
  });
}

const Pulse = styled('span')(({ theme }) => ({
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: '50%',
  backgroundColor: theme.palette.primary.main,
  animation: 'lazy-pulse 1s ease-in-out infinite',
  '@keyframes lazy-pulse': {
    '0%, 100%': { opacity: 0.3 },
    '50%': { opacity: 1 },
  },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// The slot receives `size` and `thickness` (meant for the default CircularProgress): leave them out.
function LoadingDot({ className }: { className?: string; size?: string; thickness?: number }) {
  return (
    <Box
      component="span"
      role="status"
      className={className}
      sx={{ display: 'inline-flex', alignItems: 'center' }}
    >
      <Pulse />
      <Box component="span" sx={visuallyHidden}>
        Loading tracks
      </Box>
    </Box>
  );
}

export default function CustomLoadingIcon() {
  // The tree is empty until the root items arrive: meanwhile it is marked busy for screen readers.
  const [rootLoading, setRootLoading] = React.useState(true);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (item: Playlist) => item.childrenCount,
      getTreeItems: async (parentId?: string) => {
        const playlists = await fetchChildren(parentId);
        setRootLoading(false);
        return playlists;
      },
    }),
    [],
  );

  return (
    <Box sx={{ minHeight: 220, maxWidth: 340 }}>
      <RichTreeViewPro
        aria-busy={rootLoading}
        aria-label="Playlists"
        items={[]}
        dataSource={dataSource}
        slotProps={{ item: { slots: { loadingIcon: LoadingDot } } }}
      />
    </Box>
  );
}
