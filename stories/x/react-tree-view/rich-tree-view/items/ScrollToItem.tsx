import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const airports: TreeViewBaseItem[] = [
  {
    id: 'france',
    label: 'France',
    children: [
      { id: 'CDG', label: 'Paris Charles de Gaulle (CDG)' },
      { id: 'ORY', label: 'Paris Orly (ORY)' },
      { id: 'NCE', label: 'Nice (NCE)' },
    ],
  },
  {
    id: 'germany',
    label: 'Germany',
    children: [
      { id: 'FRA', label: 'Frankfurt (FRA)' },
      { id: 'MUC', label: 'Munich (MUC)' },
      { id: 'BER', label: 'Berlin Brandenburg (BER)' },
    ],
  },
  {
    id: 'japan',
    label: 'Japan',
    children: [
      { id: 'HND', label: 'Tokyo Haneda (HND)' },
      { id: 'NRT', label: 'Tokyo Narita (NRT)' },
      { id: 'KIX', label: 'Osaka Kansai (KIX)' },
    ],
  },
  {
    id: 'portugal',
    label: 'Portugal',
    children: [
      { id: 'LIS', label: 'Lisbon (LIS)' },
      { id: 'OPO', label: 'Porto (OPO)' },
      { id: 'FAO', label: 'Faro (FAO)' },
    ],
  },
  {
    id: 'spain',
    label: 'Spain',
    children: [
      { id: 'MAD', label: 'Madrid Barajas (MAD)' },
      { id: 'BCN', label: 'Barcelona El Prat (BCN)' },
    ],
  },
];

const countryIds = airports.map((country) => country.id);

export default function ScrollToItem() {
  const apiRef = useTreeViewApiRef();
  const scrollerRef = React.useRef<HTMLDivElement>(null);

  const scrollTo = (itemId: string) => {
    // null when the item is not rendered (for example inside a collapsed parent).
    const element = apiRef.current?.getItemDOMElement(itemId);
    const scroller = scrollerRef.current;
    if (!element || !scroller) return;
    // Scroll only the box, until the item reaches its top edge.
    scroller.scrollTop +=
      element.getBoundingClientRect().top -
      scroller.getBoundingClientRect().top -
      scroller.clientTop;
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => scrollTo('LIS')}>
          Show Lisbon
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollTo('france')}>
          Back to top
        </Button>
      </Stack>
      <Box
        ref={scrollerRef}
        sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <RichTreeView
          aria-label="Airports by country"
          apiRef={apiRef}
          items={airports}
          defaultExpandedItems={countryIds}
        />
      </Box>
    </Box>
  );
}
