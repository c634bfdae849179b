import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Comment = TreeViewBaseItem<{ id: string; label: string; author: string }>;

const thread: Comment[] = [
  {
    id: 'c1',
    author: 'Amira',
    label: 'Can we ship the new checkout on Monday?',
    children: [
      { id: 'c1-1', author: 'Jonas', label: 'QA still has two open bugs.' },
      { id: 'c1-2', author: 'Amira', label: 'Then Wednesday, once they are fixed.' },
    ],
  },
  {
    id: 'c2',
    author: 'Priya',
    label: 'The new receipts look great on mobile.',
    children: [{ id: 'c2-1', author: 'Jonas', label: 'Thanks, the dark mode is next.' }],
  },
];

interface CommentLabelProps {
  children: React.ReactNode;
  className?: string;
  author?: string;
  replyCount?: number;
  expanded?: boolean;
  onToggleReplies?: (event: React.MouseEvent) => void;
}

function CommentLabel(props: CommentLabelProps) {
  const { children, className, author, replyCount, expanded, onToggleReplies } = props;
  return (
    <TreeItemLabel className={className}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 'fontWeightMedium' }}>
        {author}
      </Typography>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {children}
      </Typography>
      {replyCount ? (
        <Button
          size="small"
          // Inherit the label's colour: the primary colour lacks contrast on a selected row.
          color="inherit"
          aria-expanded={expanded}
          onClick={onToggleReplies}
          onKeyDown={(event) => event.stopPropagation()}
          sx={{ px: 0, minWidth: 0 }}
        >
          {expanded ? 'Hide replies' : `Show ${replyCount} replies`}
        </Button>
      ) : null}
    </TreeItemLabel>
  );
}

const CommentItem = React.forwardRef(function CommentItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const comment = useTreeItemModel<Comment>(props.itemId);
  const { interactions, status } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  const handleToggleReplies = (event: React.MouseEvent) => {
    // Keep the click from also selecting the comment.
    event.stopPropagation();
    interactions.handleExpansion(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: CommentLabel }}
      slotProps={{
        label: {
          author: comment?.author,
          replyCount: comment?.children?.length ?? 0,
          expanded: status.expanded,
          onToggleReplies: handleToggleReplies,
        } as CommentLabelProps,
      }}
    />
  );
});

export default function HandleExpansion() {
  return (
    <Box sx={{ minHeight: 300, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Comments"
        items={thread}
        // Clicking a comment selects it; only the arrow and the button open the replies.
        expansionTrigger="iconContainer"
        slots={{ item: CommentItem }}
      />
    </Box>
  );
}
