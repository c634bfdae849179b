import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const airportsByCountry = [
  {
    country: 'France',
    airports: [
      { code: 'CDG', name: 'Paris Charles de Gaulle' },
      { code: 'ORY', name: 'Paris Orly' },
      { code: 'LYS', name: 'Lyon' },
      { code: 'NCE', name: 'Nice' },
    ],
  },
  {
    country: 'Germany',
    airports: [
      { code: 'FRA', name: 'Frankfurt' },
      { code: 'MUC', name: 'Munich' },
      { code: 'BER', name: 'Berlin Brandenburg' },
      { code: 'HAM', name: 'Hamburg' },
    ],
  },
  {
    country: 'Japan',
    airports: [
      { code: 'HND', name: 'Tokyo Haneda' },
      { code: 'NRT', name: 'Tokyo Narita' },
      { code: 'KIX', name: 'Osaka Kansai' },
      { code: 'CTS', name: 'Sapporo New Chitose' },
    ],
  },
  {
    country: 'Portugal',
    airports: [
      { code: 'LIS', name: 'Lisbon' },
      { code: 'OPO', name: 'Porto' },
      { code: 'FAO', name: 'Faro' },
      { code: 'FNC', name: 'Funchal' },
    ],
  },
  {
    country: 'Spain',
    airports: [
      { code: 'MAD', name: 'Madrid Barajas' },
      { code: 'BCN', name: 'Barcelona El Prat' },
      { code: 'AGP', name: 'Málaga' },
      { code: 'PMI', name: 'Palma de Mallorca' },
    ],
  },
];

const countries = airportsByCountry.map((entry) => entry.country);

export default function ScrollToItem() {
  const apiRef = useTreeViewApiRef();
  const scrollerRef = React.useRef(null);

  const scrollTo = (itemId) => {
    const item = apiRef.current?.getItemDOMElement(itemId);
    const scroller = scrollerRef.current;
    if (!item || !scroller) return;
    // Scroll only the list, and bring the item to its top edge (inside the border).
    const offset = item.getBoundingClientRect().top - scroller.getBoundingClientRect().top - scroller.clientTop;
    scroller.scrollTop += offset;
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => scrollTo('LIS')}>
          Show Lisbon
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollTo('France')}>
          Back to top
        </Button>
      </Stack>
      <Box
        ref={scrollerRef}
        sx={{
          height: 240,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <SimpleTreeView aria-label="Airports by country" apiRef={apiRef} defaultExpandedItems={countries}>
          {airportsByCountry.map(({ country, airports }) => (
            <TreeItem key={country} itemId={country} label={country}>
              {airports.map(({ code, name }) => (
                <TreeItem key={code} itemId={code} label={`${name} (${code})`} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
