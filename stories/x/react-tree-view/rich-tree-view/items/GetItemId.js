import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The inventory API identifies everything by its SKU, not by an `id` field.

const inventory = [
  {
    sku: 'AISLE-01',
    label: 'Aisle 1: Hand tools',
    children: [
      { sku: 'HT-2041', label: 'Claw hammer, 16 oz' },
      { sku: 'HT-2187', label: 'Screwdriver set, 12 pieces' },
    ],
  },
  {
    sku: 'AISLE-02',
    label: 'Aisle 2: Power tools',
    children: [
      { sku: 'PT-5120', label: 'Cordless drill, 18 V' },
      { sku: 'PT-5388', label: 'Orbital sander' },
    ],
  },
  { sku: 'AISLE-03', label: 'Aisle 3: Fasteners' },
];

// Defined outside the component, so that its reference never changes.
const getItemId = (item) => item.sku;

export default function GetItemId() {
  const [selectedSku, setSelectedSku] = React.useState(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 256 }}>
        <RichTreeView
          aria-label="Warehouse inventory"
          items={inventory}
          getItemId={getItemId}
          defaultExpandedItems={['AISLE-01', 'AISLE-02']}
          onSelectedItemsChange={(event, itemId) => setSelectedSku(itemId)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected SKU: {selectedSku ?? 'none'}
      </Typography>
    </Box>
  );
}
