import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  plan: string;
  renewsOn: Date;
}

const rows: Member[] = [
  { id: 1041, firstName: 'Sofia', lastName: 'Lindqvist', email: 'sofia.lindqvist@example.com', phone: '+46 8 555 014 22', plan: 'Annual', renewsOn: new Date(2025, 8, 1) },
  { id: 1042, firstName: 'Mateo', lastName: 'Rossi', email: 'mateo.rossi@example.com', phone: '+39 02 5550 1893', plan: 'Monthly', renewsOn: new Date(2025, 2, 14) },
  { id: 1043, firstName: 'Hana', lastName: 'Sato', email: 'hana.sato@example.com', phone: '+81 3 5550 8812', plan: 'Annual', renewsOn: new Date(2025, 10, 20) },
  { id: 1044, firstName: 'Diego', lastName: 'Alvarez', email: 'diego.alvarez@example.com', phone: '+34 915 550 374', plan: 'Student', renewsOn: new Date(2025, 5, 30) },
  { id: 1045, firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@example.com', phone: '+234 1 555 0142', plan: 'Monthly', renewsOn: new Date(2025, 2, 3) },
];

const columns: GridColDef<Member>[] = [
  { field: 'id', headerName: 'Member', width: 90 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'plan', headerName: 'Plan', width: 100 },
  { field: 'renewsOn', headerName: 'Renews on', type: 'date', width: 120 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'name',
    headerName: 'Full name (free reordering)',
    // Its columns can be dragged out of the group, and other columns into it.
    freeReordering: true,
    children: [{ field: 'firstName' }, { field: 'lastName' }],
  },
  {
    groupId: 'contact',
    headerName: 'Contact (locked)',
    children: [{ field: 'email' }, { field: 'phone' }],
  },
  {
    groupId: 'membership',
    headerName: 'Membership (locked)',
    children: [{ field: 'plan' }, { field: 'renewsOn' }],
  },
];

export default function FreeReorderingGroups() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
