import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Amara Okafor', email: 'amara.okafor@example.com', phone: '+234 803 555 0142', role: 'Account manager' },
  { id: 2, name: 'Lucas Moreau', email: 'lucas.moreau@example.com', phone: '+33 6 55 01 23 45', role: 'Product designer' },
  { id: 3, name: 'Hana Sato', email: 'hana.sato@example.com', phone: '+81 90 5550 1234', role: 'Support lead' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'phone', headerName: 'Phone', width: 170 },
];

function ContactForm({ row }: { row: Contact }) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState(row);
  const changed = (Object.keys(row) as (keyof Contact)[]).some((key) => draft[key] !== row[key]);

  const handleChange = (field: keyof Contact) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    apiRef.current.updateRows([draft]);
    apiRef.current.toggleDetailPanel(row.id);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ py: 2, px: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField size="small" label="Role" value={draft.role} onChange={handleChange('role')} />
        <TextField size="small" label="Email" type="email" value={draft.email} onChange={handleChange('email')} />
        <TextField size="small" label="Phone" value={draft.phone} onChange={handleChange('phone')} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={!changed}>
          Save {row.name.split(' ')[0]}
        </Button>
        <Button size="small" disabled={!changed} onClick={() => setDraft(row)}>
          Reset
        </Button>
      </Stack>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Contact>) => <ContactForm row={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function FormDetailPanel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
