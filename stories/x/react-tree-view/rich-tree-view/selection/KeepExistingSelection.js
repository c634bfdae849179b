import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const itinerary = [
  {
    id: 'lisbon',
    label: 'Lisbon',
    children: [
      { id: 'lisbon-day-1', label: 'Day 1: Alfama' },
      { id: 'lisbon-day-2', label: 'Day 2: Belém' },
    ],
  },
  {
    id: 'porto',
    label: 'Porto',
    children: [
      { id: 'porto-day-1', label: 'Day 1: Ribeira' },
      { id: 'porto-day-2', label: 'Day 2: Douro valley' },
    ],
  },
];

export default function KeepExistingSelection() {
  const apiRef = useTreeViewApiRef();
  const [keepExistingSelection, setKeepExistingSelection] = React.useState(true);
  const [selectedItems, setSelectedItems] = React.useState(['lisbon-day-1']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepExistingSelection}
            onChange={(event) => setKeepExistingSelection(event.target.checked)}
          />
        }
        label="Keep existing selection"
      />
      <Box sx={{ mt: 1, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({
              event,
              itemId: 'porto-day-1',
              shouldBeSelected: true,
              keepExistingSelection,
            })
          }
        >
          Add Porto, day 1
        </Button>
      </Box>
      <Box sx={{ minHeight: 256 }}>
        <RichTreeView
          aria-label="Trip itinerary"
          apiRef={apiRef}
          items={itinerary}
          multiSelect
          defaultExpandedItems={['lisbon', 'porto']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {selectedItems.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
