import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItemsFocusable() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="Disabled items focusable"
      />
      <Box sx={{ minHeight: 256, mt: 1 }}>
        {/* SimpleTreeView reads disabledItemsFocusable when it mounts: the key remounts it. */}
        <SimpleTreeView
          key={String(disabledItemsFocusable)}
          aria-label="Subscription plans"
          defaultExpandedItems={['starter', 'business']}
          disabledItemsFocusable={disabledItemsFocusable}
        >
          <TreeItem itemId="starter" label="Starter">
            <TreeItem itemId="starter-monthly" label="Monthly, $12" />
            <TreeItem itemId="starter-yearly" label="Yearly, $120 (sold out)" disabled />
          </TreeItem>
          <TreeItem itemId="business" label="Business">
            <TreeItem itemId="business-monthly" label="Monthly, $49" />
            <TreeItem itemId="business-yearly" label="Yearly, $490" />
          </TreeItem>
          <TreeItem itemId="enterprise" label="Enterprise (contact sales)" disabled>
            <TreeItem itemId="enterprise-custom" label="Custom contract" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
