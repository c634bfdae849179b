import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { DataGrid } from '@mui/x-data-grid';

const quarters = [
  { id: 'q1', label: 'Q1 2025', months: ['Jan', 'Feb', 'Mar'] },
  { id: 'q2', label: 'Q2 2025', months: ['Apr', 'May', 'Jun'] },
];

// Revenue in thousands of dollars, per region and month.
const rows = [
  { id: 'na', region: 'North America', Jan: 412, Feb: 398, Mar: 455, Apr: 470, May: 488, Jun: 502 },
  { id: 'eu', region: 'Europe', Jan: 356, Feb: 341, Mar: 379, Apr: 390, May: 401, Jun: 396 },
  { id: 'apac', region: 'Asia Pacific', Jan: 288, Feb: 301, Mar: 325, Apr: 318, May: 344, Jun: 362 },
  { id: 'latam', region: 'Latin America', Jan: 121, Feb: 118, Mar: 134, Apr: 140, May: 152, Jun: 149 },
];

const thousands = (value) => `$${value.toLocaleString('en-US')}k`;

const columns = [
  { field: 'region', headerName: 'Region', width: 150 },
  ...quarters.flatMap((quarter) => [
    ...quarter.months.map((month) => ({
      field: month,
      headerName: month,
      type: 'number',
      width: 90,
      valueFormatter: thousands,
    })),
    {
      field: `${quarter.id}Total`,
      headerName: 'Total',
      type: 'number',
      width: 100,
      valueGetter: (value, row) => quarter.months.reduce((sum, month) => sum + Number(row[month]), 0),
      valueFormatter: thousands,
    },
  ]),
];

export default function CollapsibleColumnGroups() {
  const [visibilityModel, setVisibilityModel] = React.useState({});

  const columnGroupingModel = React.useMemo(() => {
    const isCollapsed = (months) => months.every((month) => visibilityModel[month] === false);

    const toggle = (months) => {
      const visible = isCollapsed(months);
      setVisibilityModel((model) => ({ ...model, ...Object.fromEntries(months.map((month) => [month, visible])) }));
    };

    return quarters.map((quarter) => ({
      groupId: quarter.id,
      headerName: quarter.label,
      children: [...quarter.months.map((field) => ({ field })), { field: `${quarter.id}Total` }],
      renderHeaderGroup: (params) => {
        const collapsed = isCollapsed(quarter.months);
        return (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 'fontWeightMedium' }}>
              {params.headerName}
            </Typography>
            <IconButton
              size="small"
              aria-label={`${collapsed ? 'Expand' : 'Collapse'} ${params.headerName}`}
              aria-expanded={!collapsed}
              onClick={() => toggle(quarter.months)}
            >
              {collapsed ? (
                <UnfoldMoreIcon fontSize="small" sx={{ transform: 'rotate(90deg)' }} />
              ) : (
                <UnfoldLessIcon fontSize="small" sx={{ transform: 'rotate(90deg)' }} />
              )}
            </IconButton>
          </Stack>
        );
      },
    }));
  }, [visibilityModel]);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={visibilityModel}
        onColumnVisibilityModelChange={setVisibilityModel}
        hideFooter
      />
    </Box>
  );
}
