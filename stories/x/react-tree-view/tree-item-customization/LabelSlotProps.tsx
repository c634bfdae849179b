import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const courses: TreeViewBaseItem[] = [
  {
    id: 'frontend',
    label: 'Front-end track',
    children: [
      { id: 'html', label: 'Semantic HTML' },
      { id: 'css', label: 'Modern CSS layout' },
      { id: 'react', label: 'React fundamentals' },
    ],
  },
  {
    id: 'backend',
    label: 'Back-end track',
    children: [
      { id: 'sql', label: 'SQL for developers' },
      { id: 'apis', label: 'Designing REST APIs' },
    ],
  },
];

const trackIds = courses.map((track) => track.id);

export default function LabelSlotProps() {
  return (
    <Box sx={{ minHeight: 250, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Courses"
        items={courses}
        defaultExpandedItems={trackIds}
        slotProps={{
          // A function of the item: tracks get a bold, upper-case label.
          item: ({ itemId }) => ({
            slotProps: {
              // TreeItemLabel is a styled component: it takes `sx`.
              label: (trackIds.includes(itemId)
                ? {
                    sx: {
                      fontWeight: 'fontWeightBold',
                      textTransform: 'uppercase',
                      letterSpacing: 0.5,
                      fontSize: '0.8125rem',
                    },
                  }
                : {}) as object,
            },
          }),
        }}
      />
    </Box>
  );
}
