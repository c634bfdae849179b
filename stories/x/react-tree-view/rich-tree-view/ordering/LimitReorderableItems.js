import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const agenda = [
  {
    id: 'morning',
    label: 'Morning',
    children: [
      { id: 'keynote', label: '09:00 Keynote (fixed)' },
      { id: 'design-systems', label: 'Design systems at scale' },
      { id: 'a11y', label: 'Accessibility audits' },
    ],
  },
  {
    id: 'afternoon',
    label: 'Afternoon',
    children: [
      { id: 'perf', label: 'Web performance clinic' },
      { id: 'closing', label: '17:00 Closing words (fixed)' },
    ],
  },
];

// The two day parts and the fixed sessions stay where they are.
const fixedItems = ['morning', 'afternoon', 'keynote', 'closing'];

export default function LimitReorderableItems() {
  return (
    <Box sx={{ minHeight: 270, maxWidth: 340 }}>
      <RichTreeViewPro
        aria-label="Conference agenda"
        items={agenda}
        defaultExpandedItems={['morning', 'afternoon']}
        itemsReordering
        isItemReorderable={(itemId) => !fixedItems.includes(itemId)}
      />
    </Box>
  );
}
