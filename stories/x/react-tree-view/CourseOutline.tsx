import * as React from 'react';
import Box from '@mui/material/Box';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Lesson = TreeViewBaseItem<{ id: string; label: string; locked?: boolean }>;

// Lessons after the learner's progress are locked until the previous ones are done.
const course: Lesson[] = [
  {
    id: 'basics',
    label: 'Module 1: Getting started',
    children: [
      { id: 'welcome', label: 'Welcome' },
      { id: 'editor-setup', label: 'Setting up your editor' },
      { id: 'basics-quiz', label: 'Quiz: the basics' },
    ],
  },
  {
    id: 'components',
    label: 'Module 2: Components',
    children: [
      { id: 'props-state', label: 'Props and state' },
      { id: 'lists-keys', label: 'Lists and keys', locked: true },
      { id: 'components-quiz', label: 'Quiz: components', locked: true },
    ],
  },
  {
    id: 'patterns',
    label: 'Module 3: Advanced patterns',
    locked: true,
    children: [
      { id: 'context', label: 'Sharing state with context' },
      { id: 'performance', label: 'Measuring performance' },
    ],
  },
  { id: 'certificate', label: 'Certificate', locked: true },
];

export default function CourseOutline() {
  return (
    <Box sx={{ minHeight: 352, maxWidth: 320 }}>
      <RichTreeView
        aria-label="Course outline"
        items={course}
        defaultExpandedItems={['basics', 'components']}
        isItemDisabled={(item) => Boolean(item.locked)}
        disabledItemsFocusable
        slots={{
          expandIcon: FolderRounded,
          collapseIcon: FolderOpenRounded,
          endIcon: ArticleOutlined,
        }}
      />
    </Box>
  );
}
