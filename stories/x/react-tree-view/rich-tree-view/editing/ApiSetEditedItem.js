import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const albums = [
  {
    id: '2024',
    label: '2024',
    children: [
      { id: 'porto', label: 'Porto weekend' },
      { id: 'wedding', label: "Ana and Tiago's wedding" },
    ],
  },
  {
    id: '2025',
    label: '2025',
    children: [{ id: 'alps', label: 'Hiking in the Alps' }],
  },
];

export default function ApiSetEditedItem() {
  const apiRef = useTreeViewApiRef();
  const [selectedItem, setSelectedItem] = React.useState('porto');

  const renameSelected = () => {
    if (!selectedItem) {
      return;
    }
    // The input takes focus, so the reader can type the new name at once.
    apiRef.current?.setEditedItem(selectedItem);
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 340 }}>
      <Box>
        <Button variant="outlined" size="small" onClick={renameSelected} disabled={!selectedItem}>
          Rename selected album
        </Button>
      </Box>
      <Box sx={{ minHeight: 200 }}>
        <RichTreeView
          aria-label="Photo albums"
          apiRef={apiRef}
          items={albums}
          defaultExpandedItems={['2024', '2025']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
          isItemEditable
          slotProps={{
            item: ({ label }) => ({
              slotProps: { labelInput: { 'aria-label': `New name for ${label}` } },
            }),
          }}
        />
      </Box>
    </Stack>
  );
}
