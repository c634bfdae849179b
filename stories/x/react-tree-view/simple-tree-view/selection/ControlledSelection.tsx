import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const electives = ['ux-research', 'data-viz', 'public-speaking'];

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['algorithms']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setSelectedItems((prev) => [...prev.filter((id) => !electives.includes(id)), ...electives])
          }
        >
          Add all electives
        </Button>
        <Button size="small" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ minHeight: 320 }}>
        <SimpleTreeView
          aria-label="Course catalog"
          multiSelect
          defaultExpandedItems={['core', 'electives']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        >
          <TreeItem itemId="core" label="Core courses">
            <TreeItem itemId="algorithms" label="Algorithms" />
            <TreeItem itemId="databases" label="Databases" />
            <TreeItem itemId="networks" label="Computer networks" />
          </TreeItem>
          <TreeItem itemId="electives" label="Electives">
            <TreeItem itemId="ux-research" label="UX research" />
            <TreeItem itemId="data-viz" label="Data visualization" />
            <TreeItem itemId="public-speaking" label="Public speaking" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" component="p" sx={{ mt: 1, fontFamily: 'monospace' }}>
        selectedItems: {JSON.stringify(selectedItems)}
      </Typography>
    </Box>
  );
}
