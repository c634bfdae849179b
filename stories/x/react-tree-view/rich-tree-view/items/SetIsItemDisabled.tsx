import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const rooms: TreeViewBaseItem[] = [
  {
    id: 'floor-1',
    label: 'Ground floor',
    children: [
      { id: 'room-atlas', label: 'Atlas, 12 seats' },
      { id: 'room-borealis', label: 'Borealis, 6 seats' },
    ],
  },
  {
    id: 'floor-2',
    label: 'First floor',
    children: [
      { id: 'room-cedar', label: 'Cedar, 4 seats' },
      { id: 'room-delta', label: 'Delta, 20 seats' },
    ],
  },
];

export default function SetIsItemDisabled() {
  const apiRef = useTreeViewApiRef();
  const [underMaintenance, setUnderMaintenance] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setUnderMaintenance(event.target.checked);
    apiRef.current?.setIsItemDisabled({
      itemId: 'room-delta',
      shouldBeDisabled: event.target.checked,
    });
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <FormControlLabel
        control={<Switch checked={underMaintenance} onChange={handleChange} />}
        label="Delta under maintenance"
      />
      <Box sx={{ minHeight: 224, mt: 1 }}>
        <RichTreeView
          aria-label="Meeting rooms"
          apiRef={apiRef}
          items={rooms}
          defaultExpandedItems={['floor-1', 'floor-2']}
        />
      </Box>
    </Box>
  );
}
