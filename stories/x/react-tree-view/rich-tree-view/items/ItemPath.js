import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const handbook = [
  {
    id: 'people',
    label: 'People',
    children: [
      {
        id: 'time-off',
        label: 'Time off',
        children: [
          { id: 'vacation', label: 'Vacation policy' },
          { id: 'sick-leave', label: 'Sick leave' },
          { id: 'parental-leave', label: 'Parental leave' },
        ],
      },
      { id: 'benefits', label: 'Benefits' },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    children: [
      { id: 'password-manager', label: 'Password manager' },
      { id: 'devices', label: 'Company devices' },
    ],
  },
  { id: 'expenses', label: 'Expenses' },
];

export default function ItemPath() {
  const apiRef = useTreeViewApiRef();
  const [path, setPath] = React.useState([]);

  const handleSelectedItemsChange = (event, itemId) => {
    const api = apiRef.current;
    if (!api || itemId === null) {
      setPath([]);
      return;
    }
    // Walk up with getParentId until the top level, reading each label with getItem.
    const labels = [];
    let currentId = itemId;
    while (currentId !== null) {
      labels.unshift(api.getItem(currentId).label);
      currentId = api.getParentId(currentId);
    }
    setPath(labels);
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Company handbook"
          apiRef={apiRef}
          items={handbook}
          defaultExpandedItems={['people', 'time-off']}
          onSelectedItemsChange={handleSelectedItemsChange}
        />
      </Box>
      <Typography variant="body2" component="div" sx={{ mt: 1 }}>
        {path.length === 0 ? (
          'Select a page to see where it lives.'
        ) : (
          <Breadcrumbs aria-label="Selected page">
            {path.map((label) => (
              <Typography key={label} variant="body2" color="text.primary">
                {label}
              </Typography>
            ))}
          </Breadcrumbs>
        )}
      </Typography>
    </Box>
  );
}
