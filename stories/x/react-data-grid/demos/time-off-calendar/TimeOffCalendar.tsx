import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CSSObject, Theme } from '@mui/material/styles';
import {
  DataGridPro,
  type GridCellParams,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';

type TimeOffType = 'vacation' | 'sick' | 'personal' | 'holiday';

interface Employee {
  id: number;
  name: string;
  team: string;
  allowance: number;
  /** Day of March 2025 → type of time off. */
  days: Record<number, TimeOffType>;
}

const timeOffTypes: Record<TimeOffType, { code: string; label: string }> = {
  vacation: { code: 'V', label: 'Vacation' },
  sick: { code: 'S', label: 'Sick leave' },
  personal: { code: 'P', label: 'Personal day' },
  holiday: { code: 'H', label: 'Public holiday' },
};

const YEAR = 2025;
const MONTH = 2; // March, counted from 0 like `Date`.
const DAYS_IN_MONTH = new Date(YEAR, MONTH + 1, 0).getDate();
const STATUTORY_HOLIDAYS = [17]; // St Patrick's Day, the office is in Dublin.

function span(from: number, to: number, type: TimeOffType): Record<number, TimeOffType> {
  const days: Record<number, TimeOffType> = {};
  for (let day = from; day <= to; day += 1) {
    days[day] = type;
  }
  return days;
}

interface Person extends Omit<Employee, 'days'> {
  off: Record<number, TimeOffType>;
}

const people: Person[] = [
  { id: 1, name: 'Aoife Byrne', team: 'Engineering', allowance: 25, off: { ...span(10, 14, 'vacation') } },
  { id: 2, name: 'Cian Murphy', team: 'Engineering', allowance: 22, off: { 4: 'sick', 5: 'sick', 28: 'personal' } },
  { id: 3, name: 'Priya Raman', team: 'Engineering', allowance: 25, off: { ...span(24, 28, 'vacation'), ...span(31, 31, 'vacation') } },
  { id: 4, name: 'Lucas Moreau', team: 'Design', allowance: 22, off: { 7: 'personal', ...span(18, 21, 'vacation') } },
  { id: 5, name: 'Hana Sato', team: 'Design', allowance: 25, off: {} },
  { id: 6, name: 'Tomás Herrera', team: 'Sales', allowance: 22, off: { ...span(3, 7, 'vacation'), 12: 'sick' } },
  { id: 7, name: 'Niamh Walsh', team: 'Sales', allowance: 22, off: { 14: 'personal', 20: 'sick', 21: 'sick' } },
  { id: 8, name: 'Grace Liu', team: 'Support', allowance: 25, off: { ...span(24, 27, 'vacation') } },
  { id: 9, name: 'Oliver Bennett', team: 'Support', allowance: 20, off: { 10: 'sick', ...span(18, 19, 'personal') } },
  { id: 10, name: 'Amara Okafor', team: 'Finance', allowance: 25, off: { ...span(3, 5, 'vacation'), ...span(31, 31, 'personal') } },
];

const rows: Employee[] = people.map(({ off, ...person }) => {
  const days: Record<number, TimeOffType> = { ...off };
  STATUTORY_HOLIDAYS.forEach((day) => {
    days[day] = 'holiday';
  });
  return { ...person, days };
});

const dates = Array.from({ length: DAYS_IN_MONTH }, (_, index) => new Date(YEAR, MONTH, index + 1));
const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'narrow' });
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** Working days taken off, weekends and public holidays excluded. */
function daysOff(row: Employee, types: TimeOffType[]) {
  return dates.filter((date) => {
    const type = row.days[date.getDate()];
    return type !== undefined && types.includes(type) && !isWeekend(date);
  }).length;
}

const dayColumns: GridColDef<Employee>[] = dates.map((date) => {
  const day = date.getDate();
  const weekend = isWeekend(date);
  return {
    field: `d${day}`,
    headerName: String(day),
    description: longDate.format(date),
    width: 42,
    align: 'center',
    headerAlign: 'center',
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    resizable: false,
    headerClassName: weekend ? 'weekend' : undefined,
    valueGetter: (_value, row) => {
      const type = row.days[day];
      return type && !weekend ? timeOffTypes[type].code : '';
    },
    renderHeader: () => (
      <Stack sx={{ alignItems: 'center', lineHeight: 1.2 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
          {weekdayShort.format(date)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500, lineHeight: 1.2 }}>
          {day}
        </Typography>
      </Stack>
    ),
  };
});

// Weeks run from Monday to Sunday; March 2025 starts on a Saturday.
const columnGroupingModel: GridColumnGroupingModel = [];
dates.forEach((date) => {
  const monday = new Date(date);
  monday.setDate(date.getDate() - ((date.getDay() + 6) % 7));
  const groupId = `week-${monday.getMonth()}-${monday.getDate()}`;
  let group = columnGroupingModel.find((item) => item.groupId === groupId);
  if (!group) {
    const sunday = new Date(monday);
    sunday.setDate(monday.getDate() + 6);
    group = {
      groupId,
      headerName: '',
      description: `Week from ${longDate.format(monday)} to ${longDate.format(sunday)}`,
      headerAlign: 'center',
      children: [],
    };
    columnGroupingModel.push(group);
  }
  group.children.push({ field: `d${date.getDate()}` });
});
// Each week is labelled with the days of March it covers, such as "Mar 3–9".
columnGroupingModel.forEach((group) => {
  const first = (group.children[0] as { field: string }).field.slice(1);
  const last = (group.children[group.children.length - 1] as { field: string }).field.slice(1);
  // A one-day week is too narrow for the month's name.
  group.headerName = first === last ? first : `Mar ${first}–${last}`;
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', width: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  {
    field: 'taken',
    headerName: 'Days off',
    description: 'Working days off in March, public holidays excluded',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => daysOff(row, ['vacation', 'sick', 'personal']),
  },
  {
    field: 'balance',
    headerName: 'Vacation left',
    description: 'Yearly allowance minus the vacation days taken in March',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.allowance - daysOff(row, ['vacation']),
  },
  ...dayColumns,
];

const codeToType = Object.fromEntries(
  (Object.keys(timeOffTypes) as TimeOffType[]).map((type) => [timeOffTypes[type].code, type]),
);

const getCellClassName = ({ field, value }: GridCellParams<Employee>) => {
  if (!/^d\d+$/.test(field)) {
    return '';
  }
  const date = dates[Number(field.slice(1)) - 1];
  if (isWeekend(date)) {
    return 'weekend';
  }
  const type = codeToType[value as string];
  return type ? `time-off time-off-${type}` : '';
};

// Light and dark variants of each colour: tinted backgrounds with text that keeps its contrast.
const palette: Record<TimeOffType, { light: [string, string]; dark: [string, string] }> = {
  vacation: { light: ['hsl(210, 100%, 90%)', 'hsl(210, 100%, 25%)'], dark: ['hsl(210, 60%, 30%)', 'hsl(210, 100%, 90%)'] },
  sick: { light: ['hsl(0, 85%, 92%)', 'hsl(0, 70%, 30%)'], dark: ['hsl(0, 45%, 32%)', 'hsl(0, 100%, 92%)'] },
  personal: { light: ['hsl(38, 100%, 86%)', 'hsl(30, 90%, 22%)'], dark: ['hsl(35, 55%, 30%)', 'hsl(40, 100%, 90%)'] },
  holiday: { light: ['hsl(270, 70%, 92%)', 'hsl(270, 60%, 32%)'], dark: ['hsl(270, 35%, 34%)', 'hsl(270, 100%, 93%)'] },
};

/** One rule per type of time off, e.g. `& .time-off-vacation`. */
function timeOffCellStyles(theme: Theme): Record<string, CSSObject> {
  const styles: Record<string, CSSObject> = {};
  (Object.keys(palette) as TimeOffType[]).forEach((type) => {
    const [background, text] = palette[type].light;
    const [darkBackground, darkText] = palette[type].dark;
    styles[`& .time-off-${type}`] = {
      backgroundColor: background,
      color: text,
      ...(theme.applyStyles('dark', { backgroundColor: darkBackground, color: darkText }) as CSSObject),
    };
  });
  return styles;
}

function Legend() {
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
      {(Object.keys(timeOffTypes) as TimeOffType[]).map((type) => (
        <Stack key={type} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 24,
              height: 24,
              borderRadius: 0.5,
              display: 'grid',
              placeItems: 'center',
              fontSize: 12,
              fontWeight: 600,
              backgroundColor: palette[type].light[0],
              color: palette[type].light[1],
              ...theme.applyStyles('dark', { backgroundColor: palette[type].dark[0], color: palette[type].dark[1] }),
            })}
          >
            {timeOffTypes[type].code}
          </Box>
          <Typography variant="body2">{timeOffTypes[type].label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function TimeOffCalendar() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body1" component="p" sx={{ fontWeight: 500 }}>
          March 2025 · Dublin office
        </Typography>
        <Legend />
      </Stack>
      <Box sx={{ height: 560 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          getCellClassName={getCellClassName}
          initialState={{ pinnedColumns: { left: ['name'] } }}
          columnHeaderHeight={48}
          showToolbar
          hideFooter
          disableRowSelectionOnClick
          sx={(theme) => ({
            '& .MuiDataGrid-cell.weekend, & .MuiDataGrid-columnHeader.weekend': {
              backgroundColor: 'action.hover',
            },
            '& .time-off': { fontWeight: 600 },
            ...timeOffCellStyles(theme),
          })}
        />
      </Box>
    </Stack>
  );
}
