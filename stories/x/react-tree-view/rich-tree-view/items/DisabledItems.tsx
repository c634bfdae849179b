import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface DriveEntry {
  id: string;
  label: string;
  // Items the reader cannot open or select yet.
  status?: 'uploading' | 'restricted';
  children?: DriveEntry[];
}

const drive: DriveEntry[] = [
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      { id: 'brand-guide', label: 'Brand guide.pdf' },
      { id: 'launch-video', label: 'Launch video.mp4 (uploading)', status: 'uploading' },
      { id: 'press-kit', label: 'Press kit.zip' },
    ],
  },
  {
    id: 'legal',
    label: 'Legal (no access)',
    status: 'restricted',
    children: [{ id: 'contracts', label: 'Contracts' }],
  },
  { id: 'team-photos', label: 'Team photos' },
];

// Defined outside the component, so that the tree does not process its items again on every render.
const isItemDisabled = (item: DriveEntry) => item.status !== undefined;

export default function DisabledItems() {
  return (
    <Box sx={{ minHeight: 256, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Shared drive"
        items={drive}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['marketing']}
      />
    </Box>
  );
}
