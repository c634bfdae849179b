import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SetItemExpansion() {
  const apiRef = useTreeViewApiRef();

  const setExpansion = (event, shouldBeExpanded) => {
    // Without shouldBeExpanded, the method toggles the item.
    apiRef.current?.setItemExpansion({ event, itemId: 'season-2', shouldBeExpanded });
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => setExpansion(event, true)}>
          Open season 2
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => setExpansion(event, false)}>
          Close season 2
        </Button>
        <Button size="small" onClick={(event) => setExpansion(event)}>
          Toggle
        </Button>
      </Stack>
      <Box sx={{ minHeight: 288 }}>
        <SimpleTreeView aria-label="Podcast episodes" apiRef={apiRef}>
          <TreeItem itemId="season-1" label="Season 1">
            <TreeItem itemId="s1e1" label="1. The first prototype" />
            <TreeItem itemId="s1e2" label="2. Finding product-market fit" />
          </TreeItem>
          <TreeItem itemId="season-2" label="Season 2">
            <TreeItem itemId="s2e1" label="1. Hiring the first ten" />
            <TreeItem itemId="s2e2" label="2. Pricing experiments" />
            <TreeItem itemId="s2e3" label="3. Our worst outage" />
          </TreeItem>
          <TreeItem itemId="bonus" label="Bonus episodes">
            <TreeItem itemId="bonus-1" label="Live Q&A from Berlin" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
