import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regions: TreeViewBaseItem[] = [
  {
    id: 'emea',
    label: 'Europe and Africa',
    children: [
      { id: 'paris', label: 'Paris office' },
      { id: 'nairobi', label: 'Nairobi office' },
    ],
  },
  {
    id: 'apac',
    label: 'Asia Pacific',
    children: [{ id: 'singapore', label: 'Singapore office' }],
  },
];

const Input = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  width: '100%',
  padding: theme.spacing(0.25, 1),
  border: `1px solid ${theme.palette.primary.main}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  outline: 'none',
  '&:focus-visible': {
    boxShadow: `0 0 0 3px ${theme.palette.action.focus}`,
  },
}));

// Receives the props of the default input (value, onChange, onKeyDown, onBlur, autoFocus…):
// spread them on the input so that saving and cancelling keep working.
const LabelInputWithHint = React.forwardRef(function LabelInputWithHint(
  props: React.InputHTMLAttributes<HTMLInputElement>,
  ref: React.Ref<HTMLInputElement>,
) {
  const hintId = React.useId();
  return (
    <Box sx={{ flex: 1, py: 0.5 }}>
      <Input {...props} ref={ref} aria-label="Office name" aria-describedby={hintId} />
      <Typography id={hintId} variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        Enter to save, Escape to cancel
      </Typography>
    </Box>
  );
});

export default function CustomLabelInput() {
  return (
    <Box sx={{ minHeight: 240, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Offices"
        items={regions}
        defaultExpandedItems={['emea', 'apac']}
        isItemEditable
        slotProps={{ item: { slots: { labelInput: LabelInputWithHint } } }}
      />
    </Box>
  );
}
