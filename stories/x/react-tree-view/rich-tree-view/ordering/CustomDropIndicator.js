import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const tracks = [
  {
    id: 'side-a',
    label: 'Side A',
    children: [
      { id: 'intro', label: 'Intro' },
      { id: 'night-drive', label: 'Night drive' },
      { id: 'harbour', label: 'Harbour lights' },
    ],
  },
  {
    id: 'side-b',
    label: 'Side B',
    children: [{ id: 'outro', label: 'Outro' }],
  },
];

const Indicator = styled('div')(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  borderRadius: theme.shape.borderRadius,
  '&[data-action="make-child"]': {
    border: `2px dashed ${theme.palette.secondary.main}`,
    backgroundColor: alpha(theme.palette.secondary.main, 0.08),
  },
  '&[data-action="reorder-above"]': {
    borderTop: `3px solid ${theme.palette.secondary.main}`,
  },
  '&[data-action="reorder-below"], &[data-action="move-to-parent"]': {
    borderBottom: `3px solid ${theme.palette.secondary.main}`,
  },
}));

// Rendered on the item under the pointer. `action` says what a drop would do there,
// and is undefined on every other item.
function DropIndicator({ action, style }) {
  if (!action) {
    return null;
  }
  return <Indicator data-action={action} style={style} />;
}

export default function CustomDropIndicator() {
  return (
    <Box sx={{ minHeight: 250, maxWidth: 340 }}>
      <RichTreeViewPro
        aria-label="Album track list"
        items={tracks}
        defaultExpandedItems={['side-a', 'side-b']}
        itemsReordering
        slotProps={{ item: { slots: { dragAndDropOverlay: DropIndicator } } }}
      />
    </Box>
  );
}
