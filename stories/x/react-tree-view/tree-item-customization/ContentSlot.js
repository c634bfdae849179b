import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemContent } from '@mui/x-tree-view/TreeItem';

const inbox = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'primary', label: 'Primary' },
      { id: 'promotions', label: 'Promotions' },
      { id: 'updates', label: 'Updates' },
    ],
  },
  { id: 'sent', label: 'Sent' },
  { id: 'drafts', label: 'Drafts' },
];

// The default content, plus an accent bar on the inline-start edge of the selected row.
const AccentContent = styled(TreeItemContent)(({ theme }) => ({
  position: 'relative',
  borderRadius: 0,
  '&[data-selected]': {
    backgroundColor: theme.palette.action.selected,
    fontWeight: theme.typography.fontWeightMedium,
  },
  '&[data-selected]::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: 4,
    bottom: 4,
    width: 3,
    borderRadius: 3,
    backgroundColor: theme.palette.primary.main,
  },
}));

export default function ContentSlot() {
  return (
    <Box sx={{ minHeight: 200, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Mailbox"
        items={inbox}
        defaultExpandedItems={['inbox']}
        defaultSelectedItems="primary"
        slotProps={{ item: { slots: { content: AccentContent } } }}
      />
    </Box>
  );
}
