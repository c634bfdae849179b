import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Route data as the flight API sends it: no `label` field.
interface Destination {
  id: string;
  city: string;
  airportCode?: string;
  children?: Destination[];
}

const destinations: Destination[] = [
  {
    id: 'italy',
    city: 'Italy',
    children: [
      { id: 'fco', city: 'Rome', airportCode: 'FCO' },
      { id: 'mxp', city: 'Milan', airportCode: 'MXP' },
      { id: 'nap', city: 'Naples', airportCode: 'NAP' },
    ],
  },
  {
    id: 'greece',
    city: 'Greece',
    children: [
      { id: 'ath', city: 'Athens', airportCode: 'ATH' },
      { id: 'jtr', city: 'Santorini', airportCode: 'JTR' },
    ],
  },
];

// Build the label from two fields: "Rome (FCO)".
const getItemLabel = (item: Destination) =>
  item.airportCode ? `${item.city} (${item.airportCode})` : item.city;

export default function GetItemLabel() {
  return (
    <Box sx={{ minHeight: 288, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Summer destinations"
        items={destinations}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['italy', 'greece']}
      />
    </Box>
  );
}
