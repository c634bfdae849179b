import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape returned by a storage API: no `id`, `label` or `children` fields.
interface Folder {
  path: string;
  name: string;
  subfolders?: Folder[];
}

const folders: Folder[] = [
  {
    path: '/photos',
    name: 'Photos',
    subfolders: [
      { path: '/photos/2023', name: '2023' },
      {
        path: '/photos/2024',
        name: '2024',
        subfolders: [
          { path: '/photos/2024/lisbon', name: 'Lisbon trip' },
          { path: '/photos/2024/birthday', name: 'Birthday party' },
        ],
      },
    ],
  },
  {
    path: '/documents',
    name: 'Documents',
    subfolders: [
      { path: '/documents/invoices', name: 'Invoices' },
      { path: '/documents/contracts', name: 'Contracts' },
    ],
  },
  { path: '/music', name: 'Music' },
];

export default function CustomFieldNames() {
  const [selectedPath, setSelectedPath] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 320 }}>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Cloud storage folders"
          items={folders}
          getItemId={(folder) => folder.path}
          getItemLabel={(folder) => folder.name}
          getItemChildren={(folder) => folder.subfolders}
          defaultExpandedItems={['/photos', '/photos/2024']}
          selectedItems={selectedPath}
          onSelectedItemsChange={(event, itemId) => setSelectedPath(itemId)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected id:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {selectedPath ?? 'none'}
        </Box>
      </Typography>
    </Box>
  );
}
