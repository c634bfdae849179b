import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The calendar passes role="radio", aria-checked, disabled, tabIndex and the handlers:
// a plain styled button keeps the keyboard navigation and the selection state.
const FiscalYearButton = styled('button')(({ theme }) => ({
  ...theme.typography.body2,
  height: 40,
  width: 76,
  margin: '4px 0',
  cursor: 'pointer',
  color: theme.palette.text.primary,
  backgroundColor: 'transparent',
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&::before': { content: '"FY "' },
  '&:hover, &:focus-visible': { backgroundColor: theme.palette.action.hover },
  '&[aria-checked="true"]': {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    borderStyle: 'solid',
  },
  '&:disabled': { color: theme.palette.text.disabled, cursor: 'default' },
}));

const CompactMonthButton = styled('button')(({ theme }) => ({
  ...theme.typography.body2,
  height: 36,
  width: 64,
  margin: '6px 0',
  cursor: 'pointer',
  color: theme.palette.text.primary,
  backgroundColor: 'transparent',
  border: 'none',
  borderBottom: `2px solid transparent`,
  '&:hover, &:focus-visible': { backgroundColor: theme.palette.action.hover },
  '&[aria-checked="true"]': {
    borderBottomColor: theme.palette.primary.main,
    fontWeight: 700,
  },
}));

export default function CustomYearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          defaultValue={dayjs('2025-07-01')}
          views={['year', 'month']}
          openTo="year"
          minDate={dayjs('2021-01-01')}
          maxDate={dayjs('2029-12-31')}
          slots={{ yearButton: FiscalYearButton, monthButton: CompactMonthButton }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
