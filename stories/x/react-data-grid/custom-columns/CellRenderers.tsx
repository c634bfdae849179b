import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blue, blueGrey, green, purple, red } from '@mui/material/colors';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Presence = 'Online' | 'Away' | 'Offline';

interface TeamMember {
  id: number;
  name: string;
  title: string;
  email: string;
  presence: Presence;
  onboarding: number;
  remote: boolean;
}

const rows: TeamMember[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    title: 'Staff engineer',
    email: 'amara.okafor@acme.io',
    presence: 'Online',
    onboarding: 1,
    remote: true,
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    title: 'Product designer',
    email: 'lucas.moreau@acme.io',
    presence: 'Away',
    onboarding: 0.8,
    remote: false,
  },
  {
    id: 3,
    name: 'Hana Sato',
    title: 'Engineering manager',
    email: 'hana.sato@acme.io',
    presence: 'Offline',
    onboarding: 1,
    remote: true,
  },
  {
    id: 4,
    name: 'Diego Alvarez',
    title: 'Account executive',
    email: 'diego.alvarez@acme.io',
    presence: 'Online',
    onboarding: 0.35,
    remote: false,
  },
  {
    id: 5,
    name: 'Priya Raman',
    title: 'Data analyst',
    email: 'priya.raman@acme.io',
    presence: 'Away',
    onboarding: 0.6,
    remote: true,
  },
];

// Dark enough for white initials in light and dark mode.
const avatarColors = [blue[700], purple[700], green[800], red[800], blueGrey[700]];

// Avatar, name and job title in one cell.
function PersonCell({ row }: GridRenderCellParams<TeamMember>) {
  const initials = row.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        sx={{
          width: 32,
          height: 32,
          fontSize: 14,
          bgcolor: avatarColors[row.id % avatarColors.length],
          color: 'common.white',
        }}
      >
        {initials}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          {row.title}
        </Typography>
      </Box>
    </Stack>
  );
}

const presenceColor: Record<Presence, string> = { Online: 'success.main', Away: 'warning.main', Offline: 'grey.500' };

// The dot is decoration: the text carries the meaning.
function PresenceCell({ value }: GridRenderCellParams<TeamMember, Presence>) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: presenceColor[value!] }} />
      <span>{value}</span>
    </Stack>
  );
}

function ProgressCell({ value }: GridRenderCellParams<TeamMember, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent === 100 ? 'success' : 'primary'}
        aria-label="Onboarding progress"
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'end' }}>
        {percent}%
      </Typography>
    </Stack>
  );
}

function BooleanIconCell({ value }: GridRenderCellParams<TeamMember, boolean>) {
  return value ? (
    <CheckCircleIcon fontSize="small" color="success" titleAccess="Yes" />
  ) : (
    <RemoveCircleOutlineIcon fontSize="small" sx={{ color: 'text.secondary' }} titleAccess="No" />
  );
}

const columns: GridColDef<TeamMember>[] = [
  {
    field: 'name',
    headerName: 'Team member',
    width: 220,
    display: 'flex',
    renderCell: (params) => <PersonCell {...params} />,
  },
  {
    field: 'email',
    headerName: 'Email',
    width: 210,
    renderCell: (params) => (
      <Link href={`mailto:${params.value}`} tabIndex={params.tabIndex}>
        {params.value}
      </Link>
    ),
  },
  {
    field: 'presence',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Online', 'Away', 'Offline'],
    width: 110,
    display: 'flex',
    renderCell: (params) => <PresenceCell {...params} />,
  },
  {
    field: 'onboarding',
    headerName: 'Onboarding',
    type: 'number',
    width: 160,
    display: 'flex',
    // Keeps exports readable: they use the formatted value, not the bar.
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    renderCell: (params) => <ProgressCell {...params} />,
  },
  {
    field: 'remote',
    headerName: 'Remote',
    type: 'boolean',
    width: 90,
    renderCell: (params) => <BooleanIconCell {...params} />,
  },
];

export default function CellRenderers() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={60} hideFooter />
    </Box>
  );
}
