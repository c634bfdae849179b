import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const plans = [
  {
    id: 'starter',
    label: 'Starter',
    children: [
      { id: 'starter-monthly', label: 'Monthly, $12' },
      { id: 'starter-yearly', label: 'Yearly, $120 (sold out)', soldOut: true },
    ],
  },
  {
    id: 'business',
    label: 'Business',
    children: [
      { id: 'business-monthly', label: 'Monthly, $49' },
      { id: 'business-yearly', label: 'Yearly, $490' },
    ],
  },
  {
    id: 'enterprise',
    label: 'Enterprise (contact sales)',
    soldOut: true,
    children: [{ id: 'enterprise-custom', label: 'Custom contract' }],
  },
];

const isItemDisabled = (item) => Boolean(item.soldOut);

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
        <RichTreeView
          aria-label="Subscription plans"
          items={plans}
          isItemDisabled={isItemDisabled}
          disabledItemsFocusable={disabledItemsFocusable}
          defaultExpandedItems={['starter', 'business']}
        />
      </Box>
    </Box>
  );
}
