import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const catalog: TreeViewBaseItem[] = [
  {
    id: 'core',
    label: 'Core courses',
    children: [
      { id: 'databases', label: 'Databases' },
      { id: 'networks', label: 'Computer networks' },
    ],
  },
  {
    id: 'electives',
    label: 'Electives',
    children: [
      { id: 'algorithms', label: 'Algorithms' },
      { id: 'ux-research', label: 'UX research' },
      { id: 'data-viz', label: 'Data visualization' },
      { id: 'public-speaking', label: 'Public speaking' },
    ],
  },
];

const electiveIds = catalog[1].children!.map((course) => course.id);

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['databases']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(electiveIds)}>
          Add all electives
        </Button>
        <Button size="small" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ minHeight: 288 }}>
        <RichTreeView
          aria-label="Course catalog"
          items={catalog}
          multiSelect
          defaultExpandedItems={['core', 'electives']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1, fontFamily: 'monospace' }}>
        selectedItems: {JSON.stringify(selectedItems)}
      </Typography>
    </Box>
  );
}
