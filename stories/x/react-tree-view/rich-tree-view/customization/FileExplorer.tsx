import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FileType = 'image' | 'pdf' | 'doc' | 'sheet';

interface FileEntry {
  id: string;
  label: string;
  fileType?: FileType;
  size?: string;
  children?: FileEntry[];
}

const files: FileEntry[] = [
  {
    id: 'clients',
    label: 'Clients',
    children: [
      {
        id: 'clients/harbor',
        label: 'Blue Harbor Foods',
        children: [
          {
            id: 'clients/harbor/assets',
            label: 'Assets',
            children: [
              { id: 'clients/harbor/assets/logo.png', label: 'logo.png', fileType: 'image', size: '84 KB' },
              { id: 'clients/harbor/assets/menu.jpg', label: 'menu-photo.jpg', fileType: 'image', size: '2.1 MB' },
            ],
          },
          { id: 'clients/harbor/brief.docx', label: 'Brand brief.docx', fileType: 'doc', size: '46 KB' },
          { id: 'clients/harbor/quote.pdf', label: 'Quote Q-2025-031.pdf', fileType: 'pdf', size: '212 KB' },
        ],
      },
      {
        id: 'clients/alpine',
        label: 'Alpine Outfitters',
        children: [
          { id: 'clients/alpine/media.xlsx', label: 'Media plan.xlsx', fileType: 'sheet', size: '31 KB' },
        ],
      },
    ],
  },
  { id: 'invoices.xlsx', label: 'Invoices 2025.xlsx', fileType: 'sheet', size: '58 KB' },
];

// One icon per file type, coloured from the theme so that it follows light and dark mode.
const fileIcons: Record<FileType, React.ElementType> = {
  image: styled(ImageOutlined)(({ theme }) => ({ color: theme.palette.success.main })),
  pdf: styled(PictureAsPdfOutlined)(({ theme }) => ({ color: theme.palette.error.main })),
  doc: styled(DescriptionOutlined)(({ theme }) => ({ color: theme.palette.info.main })),
  sheet: styled(TableChartOutlined)(({ theme }) => ({ color: theme.palette.success.dark })),
};

const StyledTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    padding: theme.spacing(0.5, 1),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    width: 24,
    color: theme.palette.warning.main,
    '& svg': { fontSize: 20 },
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: '0.875rem',
  },
}));

// Folders keep the tree's folder icons; files get the icon of their type and show their size.
const FileItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function FileItem(props, ref) {
  const file = useTreeItemModel<FileEntry>(props.itemId);
  const fileType = file?.fileType;

  return (
    <StyledTreeItem
      {...props}
      ref={ref}
      slots={fileType ? { endIcon: fileIcons[fileType] } : undefined}
      label={
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
            {props.label}
          </Box>{' '}
          {file?.size && (
            <Typography component="span" variant="caption" color="text.secondary">
              {file.size}
            </Typography>
          )}
        </Box>
      }
    />
  );
});

export default function FileExplorer() {
  return (
    <Box sx={{ minHeight: 384, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Agency files"
        items={files}
        defaultExpandedItems={['clients', 'clients/harbor', 'clients/harbor/assets']}
        slots={{ expandIcon: FolderRounded, collapseIcon: FolderOpenRounded, item: FileItem }}
      />
    </Box>
  );
}
