import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DataGridPro, useGridApiContext } from '@mui/x-data-grid-pro';

const entries = [
  { id: 'src', path: ['src'], kind: 'folder', modified: new Date(2025, 3, 22) },
  { id: 'src/components', path: ['src', 'components'], kind: 'folder', modified: new Date(2025, 3, 22) },
  {
    id: 'src/components/Button.tsx',
    path: ['src', 'components', 'Button.tsx'],
    kind: 'file',
    bytes: 4_812,
    modified: new Date(2025, 3, 22),
  },
  {
    id: 'src/components/Dialog.tsx',
    path: ['src', 'components', 'Dialog.tsx'],
    kind: 'file',
    bytes: 11_930,
    modified: new Date(2025, 3, 18),
  },
  { id: 'src/index.ts', path: ['src', 'index.ts'], kind: 'file', bytes: 640, modified: new Date(2025, 2, 30) },
  { id: 'assets', path: ['assets'], kind: 'folder', modified: new Date(2025, 3, 9) },
  { id: 'assets/logo.svg', path: ['assets', 'logo.svg'], kind: 'file', bytes: 2_304, modified: new Date(2025, 1, 11) },
  {
    id: 'assets/hero.png',
    path: ['assets', 'hero.png'],
    kind: 'file',
    bytes: 1_482_113,
    modified: new Date(2025, 3, 9),
  },
  { id: 'package.json', path: ['package.json'], kind: 'file', bytes: 1_275, modified: new Date(2025, 3, 20) },
  { id: 'README.md', path: ['README.md'], kind: 'file', bytes: 3_918, modified: new Date(2025, 0, 27) },
];

/** A folder's size is the sum of the files below it. */
function sizeOf(entry) {
  if (entry.kind === 'file') {
    return entry.bytes ?? 0;
  }
  const prefix = `${entry.id}/`;
  return entries
    .filter((other) => other.kind === 'file' && other.id.startsWith(prefix))
    .reduce((total, file) => total + (file.bytes ?? 0), 0);
}

const rows = entries.map((entry) => ({ ...entry, size: sizeOf(entry) }));

function formatBytes(bytes) {
  if (bytes < 1_000) {
    return `${bytes} B`;
  }
  if (bytes < 1_000_000) {
    return `${(bytes / 1_000).toFixed(1)} kB`;
  }
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The name cell: indentation, an expand button for folders, an icon and the name. */
function FileNameCell(props) {
  const { id, rowNode, row } = props;
  const apiRef = useGridApiContext();
  const name = row.path[row.path.length - 1];
  const expanded = rowNode.type === 'group' && rowNode.childrenExpanded;
  let icon = <InsertDriveFileOutlinedIcon fontSize="small" color="action" />;
  if (row.kind === 'folder') {
    icon = expanded ? (
      <FolderOpenIcon fontSize="small" color="primary" />
    ) : (
      <FolderIcon fontSize="small" color="primary" />
    );
  }

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%', paddingInlineStart: rowNode.depth * 3 }}
    >
      {rowNode.type === 'group' ? (
        <IconButton
          size="small"
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
          aria-expanded={expanded}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !expanded);
          }}
        >
          {expanded ? (
            <ExpandMoreIcon fontSize="small" />
          ) : (
            <ChevronRightIcon fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          )}
        </IconButton>
      ) : (
        <Box sx={{ width: 34, flexShrink: 0 }} />
      )}
      {icon}
      <span>{name}</span>
    </Box>
  );
}

const groupingColDef = {
  headerName: 'Name',
  width: 280,
  renderCell: (params) => <FileNameCell {...params} />,
};

const columns = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 100,
    valueFormatter: (value) => (value == null ? '' : formatBytes(value)),
  },
  { field: 'kind', headerName: 'Kind', width: 90 },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 120 },
];

export default function TreeDataFileExplorer() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={groupingColDef}
        density="compact"
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
