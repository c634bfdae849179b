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
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

type FileType = 'image' | 'pdf' | 'doc' | 'sheet';

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

interface FileItemProps extends Omit<TreeItemProps, 'label'> {
  name: string;
  type?: FileType;
  size?: string;
}

// Folders keep the tree's folder icons; files get the icon of their type and show their size.
function FileItem({ name, type, size, ...props }: FileItemProps) {
  return (
    <StyledTreeItem
      {...props}
      slots={type ? { endIcon: fileIcons[type] } : undefined}
      label={
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
            {name}
          </Box>{' '}
          {size && (
            <Typography component="span" variant="caption" color="text.secondary">
              {size}
            </Typography>
          )}
        </Box>
      }
    />
  );
}

export default function FileExplorer() {
  return (
    <Box sx={{ minHeight: 384, maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Agency files"
        defaultExpandedItems={['clients', 'clients/harbor', 'clients/harbor/assets']}
        slots={{ expandIcon: FolderRounded, collapseIcon: FolderOpenRounded }}
      >
        <FileItem itemId="clients" name="Clients">
          <FileItem itemId="clients/harbor" name="Blue Harbor Foods">
            <FileItem itemId="clients/harbor/assets" name="Assets">
              <FileItem itemId="clients/harbor/assets/logo.png" name="logo.png" type="image" size="84 KB" />
              <FileItem itemId="clients/harbor/assets/menu.jpg" name="menu-photo.jpg" type="image" size="2.1 MB" />
            </FileItem>
            <FileItem itemId="clients/harbor/brief.docx" name="Brand brief.docx" type="doc" size="46 KB" />
            <FileItem itemId="clients/harbor/quote.pdf" name="Quote Q-2025-031.pdf" type="pdf" size="212 KB" />
          </FileItem>
          <FileItem itemId="clients/alpine" name="Alpine Outfitters">
            <FileItem itemId="clients/alpine/media.xlsx" name="Media plan.xlsx" type="sheet" size="31 KB" />
          </FileItem>
        </FileItem>
        <FileItem itemId="invoices.xlsx" name="Invoices 2025.xlsx" type="sheet" size="58 KB" />
      </SimpleTreeView>
    </Box>
  );
}
