import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// Menu entries carry more than the tree needs: price and allergens.
interface MenuEntry {
  id: string;
  label: string;
  price?: number;
  allergens?: string[];
  children?: MenuEntry[];
}

const menu: MenuEntry[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'burrata', label: 'Burrata with heirloom tomatoes', price: 14, allergens: ['milk'] },
      { id: 'calamari', label: 'Fried calamari', price: 12, allergens: ['molluscs', 'gluten'] },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'risotto', label: 'Mushroom risotto', price: 19, allergens: ['milk'] },
      { id: 'sea-bass', label: 'Grilled sea bass', price: 26, allergens: ['fish'] },
      { id: 'curry', label: 'Chickpea curry', price: 17, allergens: [] },
    ],
  },
];

export default function GetItem() {
  const apiRef = useTreeViewApiRef();
  const [dish, setDish] = React.useState<MenuEntry | null>(null);

  const handleSelectedItemsChange = (
    event: React.SyntheticEvent | null,
    itemId: string | null,
  ) => {
    // getItem returns the object you passed in `items`, with all its fields.
    const item: MenuEntry | undefined =
      itemId === null ? undefined : apiRef.current?.getItem(itemId);
    setDish(item?.price === undefined ? null : item);
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Dinner menu"
          apiRef={apiRef}
          items={menu}
          defaultExpandedItems={['starters', 'mains']}
          onSelectedItemsChange={handleSelectedItemsChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {dish === null
          ? 'Select a dish to see its details.'
          : `${dish.label}: $${dish.price}, allergens: ${
              dish.allergens && dish.allergens.length > 0 ? dish.allergens.join(', ') : 'none'
            }`}
      </Typography>
    </Box>
  );
}
