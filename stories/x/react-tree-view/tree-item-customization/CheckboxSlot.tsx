import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { CheckboxProps } from '@mui/material/Checkbox';
import StarRounded from '@mui/icons-material/StarRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const stations: TreeViewBaseItem[] = [
  {
    id: 'jazz',
    label: 'Jazz',
    children: [
      { id: 'tsf', label: 'TSF Jazz' },
      { id: 'kcsm', label: 'KCSM Jazz 91' },
    ],
  },
  {
    id: 'classical',
    label: 'Classical',
    children: [
      { id: 'radio-3', label: 'BBC Radio 3' },
      { id: 'venice', label: 'Venice Classic Radio' },
    ],
  },
];

type StarCheckboxProps = CheckboxProps & { visible?: boolean; 'aria-label'?: string };

// Receives `visible`, `checked`, `indeterminate`, `disabled` and `onChange` from the item.
const StarCheckbox = React.forwardRef(function StarCheckbox(
  { visible, 'aria-label': ariaLabel, ...other }: StarCheckboxProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) {
    return null;
  }
  return (
    <Checkbox
      {...other}
      ref={ref}
      icon={<StarBorderRounded />}
      checkedIcon={<StarRounded />}
      sx={{ p: 0, '&.Mui-checked': { color: 'warning.main' } }}
      slotProps={{ input: { 'aria-label': ariaLabel } }}
    />
  );
});

export default function CheckboxSlot() {
  return (
    <Box sx={{ minHeight: 250, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Radio stations"
        items={stations}
        defaultExpandedItems={['jazz', 'classical']}
        defaultSelectedItems={['tsf']}
        checkboxSelection
        multiSelect
        slotProps={{
          item: ({ label }) => ({
            slots: { checkbox: StarCheckbox },
            slotProps: { checkbox: { 'aria-label': `Favourite: ${label}` } },
          }),
        }}
      />
    </Box>
  );
}
