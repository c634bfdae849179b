import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const regions = [
  {
    id: 'emea',
    label: 'EMEA',
    children: [
      {
        id: 'west-europe',
        label: 'Western Europe',
        children: [
          {
            id: 'france',
            label: 'France',
            children: [
              { id: 'paris-store', label: 'Paris, Rue de Rivoli' },
              { id: 'lyon-store', label: 'Lyon, Part-Dieu' },
            ],
          },
          { id: 'benelux', label: 'Benelux' },
        ],
      },
      { id: 'nordics', label: 'Nordics' },
    ],
  },
];

const indentations = ['12px', '24px', '2rem'];

export default function ChildrenIndentation() {
  const [indentation, setIndentation] = React.useState('24px');

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography id="rich-indentation-label" variant="body2" sx={{ mb: 1 }}>
        Indentation per level
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="rich-indentation-label"
        size="small"
        exclusive
        value={indentation}
        onChange={(event, value) => {
          if (value !== null) setIndentation(value);
        }}
      >
        {indentations.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ minHeight: 256, mt: 2 }}>
        <RichTreeView
          aria-label="Sales regions"
          items={regions}
          itemChildrenIndentation={indentation}
          defaultExpandedItems={['emea', 'west-europe', 'france']}
        />
      </Box>
    </Box>
  );
}
