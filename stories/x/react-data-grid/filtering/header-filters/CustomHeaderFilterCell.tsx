import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridHeaderFilterCellProps,
  type GridHeaderFilterEventLookup,
} from '@mui/x-data-grid-pro';

interface Issue {
  id: number;
  title: string;
  assignee: string;
  status: string;
  blocked: boolean;
  estimate: number;
}

const rows: Issue[] = [
  { id: 1204, title: 'Login fails with SSO on Safari', assignee: 'Hana Sato', status: 'In progress', blocked: false, estimate: 5 },
  { id: 1205, title: 'Export CSV drops accented names', assignee: 'Amara Okafor', status: 'Open', blocked: false, estimate: 3 },
  { id: 1206, title: 'Dark mode contrast on charts', assignee: 'Lucas Moreau', status: 'In review', blocked: false, estimate: 2 },
  { id: 1207, title: 'Migrate billing to the new API', assignee: 'Priya Raman', status: 'Open', blocked: true, estimate: 13 },
  { id: 1208, title: 'Slow dashboard for large teams', assignee: 'Hana Sato', status: 'Open', blocked: true, estimate: 8 },
  { id: 1209, title: 'Typo in the welcome email', assignee: 'Diego Alvarez', status: 'Done', blocked: false, estimate: 1 },
  { id: 1210, title: 'Add audit log for role changes', assignee: 'Amara Okafor', status: 'In progress', blocked: false, estimate: 8 },
];

const columns: GridColDef<Issue>[] = [
  { field: 'id', headerName: 'Issue', type: 'number', width: 110, valueFormatter: (value: number) => `#${value}` },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'In progress', 'In review', 'Done'],
    width: 150,
  },
  { field: 'blocked', headerName: 'Blocked', type: 'boolean', width: 120 },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 140 },
];

// Replaces every header filter cell with a button that opens the filter panel on its column.
function FilterButtonCell(props: GridHeaderFilterCellProps) {
  const { colDef, colIndex, width, height, style, hasFocus, tabIndex } = props;
  const apiRef = useGridApiContext();
  const cellRef = React.useRef<HTMLDivElement>(null);
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const count = filterModel.items.filter((item) => item.field === colDef.field && item.value !== undefined).length;

  // The grid moves the focus between header filter cells with the arrow keys: follow it.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      (cellRef.current?.querySelector<HTMLElement>('button') ?? cellRef.current)?.focus();
    }
  }, [hasFocus]);

  // Report events to the grid, so that keyboard navigation keeps working.
  const publish = (eventName: keyof GridHeaderFilterEventLookup) => (event: React.SyntheticEvent) => {
    apiRef.current.publishEvent(eventName, apiRef.current.getColumnHeaderParams(colDef.field), event as never);
  };

  return (
    <Box
      ref={cellRef}
      role="columnheader"
      aria-colindex={colIndex + 1}
      aria-label={colDef.headerName ?? colDef.field}
      data-field={colDef.field}
      tabIndex={tabIndex}
      onKeyDown={publish('headerFilterKeyDown')}
      onClick={publish('headerFilterClick')}
      onMouseDown={(event) => {
        if (!hasFocus) {
          apiRef.current.setColumnHeaderFilterFocus(colDef.field, event);
        }
      }}
      style={{ ...style, width, height }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        px: 1,
        borderBlockStart: '1px solid var(--DataGrid-rowBorderColor)',
        borderBlockEnd: '1px solid var(--DataGrid-rowBorderColor)',
      }}
    >
      {colDef.filterable === false ? null : (
        <Button
          size="small"
          variant={count > 0 ? 'contained' : 'text'}
          startIcon={<FilterListIcon />}
          tabIndex={hasFocus ? 0 : -1}
          onClick={() => apiRef.current.showFilterPanel(colDef.field)}
          aria-label={count > 0 ? `${colDef.headerName}: ${count} active filter${count > 1 ? 's' : ''}` : `Filter ${colDef.headerName}`}
        >
          {count > 0 ? `${count} active` : 'Filter'}
        </Button>
      )}
    </Box>
  );
}

export default function CustomHeaderFilterCell() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        hideFooter
        slots={{ headerFilterCell: FilterButtonCell }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'status', operator: 'is', value: 'Open' }],
            },
          },
        }}
      />
    </Box>
  );
}
