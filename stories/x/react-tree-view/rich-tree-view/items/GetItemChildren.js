import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The HR system nests people under `directReports`.

const orgChart = [
  {
    id: 'elena',
    label: 'Elena Petrova, CEO',
    directReports: [
      {
        id: 'marcus',
        label: 'Marcus Chen, CTO',
        directReports: [
          { id: 'amara', label: 'Amara Okafor, Platform lead' },
          { id: 'hana', label: 'Hana Sato, Frontend lead' },
        ],
      },
      {
        id: 'priya',
        label: 'Priya Raman, CFO',
        directReports: [{ id: 'lucas', label: 'Lucas Moreau, Controller' }],
      },
    ],
  },
];

const getItemChildren = (item) => item.directReports;

export default function GetItemChildren() {
  return (
    <Box sx={{ minHeight: 256, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Organization chart"
        items={orgChart}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['elena', 'marcus']}
      />
    </Box>
  );
}
