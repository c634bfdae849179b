import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regions: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'portugal',
        label: 'Portugal',
        children: [
          { id: 'lisbon', label: 'Lisbon' },
          { id: 'porto', label: 'Porto' },
        ],
      },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [{ id: 'canada', label: 'Canada', children: [{ id: 'toronto', label: 'Toronto' }] }],
  },
];

export default function ChildrenIndentation() {
  const [indentation, setIndentation] = React.useState(24);
  const sliderLabelId = React.useId();

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography id={sliderLabelId} variant="body2" component="p">
        {`Indentation: ${indentation}px`}
      </Typography>
      <Slider
        aria-labelledby={sliderLabelId}
        value={indentation}
        min={0}
        max={40}
        step={4}
        onChange={(_event, value) => setIndentation(value as number)}
        sx={{ mb: 1 }}
      />
      <Box sx={{ minHeight: 260 }}>
        <RichTreeView
          aria-label="Sales regions"
          items={regions}
          defaultExpandedItems={['europe', 'portugal', 'americas', 'canada']}
          itemChildrenIndentation={indentation}
        />
      </Box>
    </Box>
  );
}
