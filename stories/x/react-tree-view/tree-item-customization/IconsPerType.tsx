import * as React from 'react';
import Box from '@mui/material/Box';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type FileType = 'folder' | 'pdf' | 'image' | 'spreadsheet' | 'doc';
type FileItem = TreeViewBaseItem<{ id: string; label: string; fileType: FileType }>;

const files: FileItem[] = [
  {
    id: 'client',
    label: 'Client onboarding',
    fileType: 'folder',
    children: [
      { id: 'contract', label: 'Contract.pdf', fileType: 'pdf' },
      { id: 'logo', label: 'Logo.png', fileType: 'image' },
      { id: 'pricing', label: 'Pricing.xlsx', fileType: 'spreadsheet' },
    ],
  },
  {
    id: 'archive',
    label: 'Archive',
    fileType: 'folder',
    children: [{ id: 'notes', label: 'Kick-off notes.docx', fileType: 'doc' }],
  },
];

const fileIcons: Record<Exclude<FileType, 'folder'>, React.ElementType> = {
  pdf: PictureAsPdfOutlined,
  image: ImageOutlined,
  spreadsheet: TableChartOutlined,
  doc: ArticleOutlined,
};

const FileTreeItem = React.forwardRef(function FileTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const item = useTreeItemModel<FileItem>(props.itemId);
  const fileType = item?.fileType ?? 'doc';
  return (
    <TreeItem
      {...props}
      ref={ref}
      // Folders show an open or closed folder; files show the icon of their type.
      slots={
        fileType === 'folder'
          ? { expandIcon: Folder, collapseIcon: FolderOpen }
          : { endIcon: fileIcons[fileType] }
      }
      slotProps={{
        expandIcon: { color: 'primary' } as object,
        collapseIcon: { color: 'primary' } as object,
        endIcon: { color: 'action' } as object,
      }}
    />
  );
});

export default function IconsPerType() {
  return (
    <Box sx={{ minHeight: 250, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Shared files"
        items={files}
        defaultExpandedItems={['client']}
        slots={{ item: FileTreeItem }}
      />
    </Box>
  );
}
