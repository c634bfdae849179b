import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const indentations = ['12px', '24px', '2rem'];

export default function ChildrenIndentation() {
  const [indentation, setIndentation] = React.useState('24px');

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography id="indentation-label" variant="body2" sx={{ mb: 1 }}>
        Indentation per level
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="indentation-label"
        size="small"
        exclusive
        value={indentation}
        onChange={(event, value: string | null) => {
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
        <SimpleTreeView
          aria-label="Reporting lines"
          itemChildrenIndentation={indentation}
          defaultExpandedItems={['ceo', 'cto', 'platform']}
        >
          <TreeItem itemId="ceo" label="Elena Petrova, CEO">
            <TreeItem itemId="cto" label="Marcus Chen, CTO">
              <TreeItem itemId="platform" label="Amara Okafor, Platform lead">
                <TreeItem itemId="jonas" label="Jonas Becker, SRE" />
                <TreeItem itemId="mei" label="Mei Tanaka, Backend engineer" />
              </TreeItem>
              <TreeItem itemId="hana" label="Hana Sato, Frontend lead" />
            </TreeItem>
            <TreeItem itemId="cfo" label="Priya Raman, CFO" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
