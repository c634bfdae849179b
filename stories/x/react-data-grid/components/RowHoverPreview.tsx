import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  email: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Priya Raman', role: 'Engineering manager', office: 'Bangalore', email: 'priya.raman@example.com' },
  { id: 2, name: 'Jonas Berg', role: 'Backend developer', office: 'Oslo', email: 'jonas.berg@example.com' },
  { id: 3, name: 'Chloé Martin', role: 'Product designer', office: 'Paris', email: 'chloe.martin@example.com' },
  { id: 4, name: 'Diego Alvarez', role: 'Data analyst', office: 'Madrid', email: 'diego.alvarez@example.com' },
  { id: 5, name: 'Grace Kim', role: 'QA engineer', office: 'Seoul', email: 'grace.kim@example.com' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function RowHoverPreview() {
  const [hoveredId, setHoveredId] = React.useState<GridRowId | null>(null);
  const hovered = rows.find((row) => row.id === hoveredId);

  // The row slot gets the props as HTML attributes: `data-id` carries the row id.
  const handleMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    setHoveredId(Number(event.currentTarget.getAttribute('data-id')));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          slotProps={{
            row: { onMouseEnter: handleMouseEnter, onMouseLeave: () => setHoveredId(null) },
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, minHeight: '1.5em' }} aria-live="polite">
        {hovered ? `${hovered.name} · ${hovered.email}` : 'Point at an employee to see their email.'}
      </Typography>
    </Box>
  );
}
