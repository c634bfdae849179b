import * as React from 'react';
import { createTheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { DataGridPro, type GridSlotProps as ProSlotProps } from '@mui/x-data-grid-pro';
import type { PropsFromSlot } from '@mui/x-date-pickers/models';
import type { DatePickerSlots } from '@mui/x-date-pickers/DatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { BarChart } from '@mui/x-charts/BarChart';

declare module '@mui/x-data-grid-pro' {
  interface FooterPropsOverrides {
    scratchFlag?: boolean;
  }
}

function Bad() { return null; }
const theme = createTheme({
  components: {
    MuiDataGrid: { defaultProps: { slots: { noRowsOverlay: Bad }, slotProps: { toolbar: { pendingCount: 3 } } } },
    MuiDatePicker: { defaultProps: { slotProps: { actionBar: { actions: ['clear', 'accept'] } } } },
  },
});
type A = PropsFromSlot<DatePickerSlots['actionBar']>;
const a: PickersActionBarProps = {} as A;
const p: ProSlotProps['toolbar'] = { pendingCount: 1 };
const f: ProSlotProps['footer'] = { scratchFlag: true };
export function X() {
  return (
    <>
      <DataGridPro rows={[]} columns={[]} slotProps={{ toolbar: { pendingCount: 2 }, footer: { scratchFlag: true } }} />
      <RichTreeView items={[]} slotProps={{ item: ({ itemId, label }) => ({ 'aria-describedby': itemId + label }) }} />
      <BarChart height={200} series={[]} slotProps={{ bar: (o) => ({ rx: o.isHighlighted ? 4 : 0 }), legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } }, tooltip: { trigger: 'item' } }} />
    </>
  );
}
console.log(theme, a, p, f);
const g: ProSlotProps['footer'] = { notDeclared: true }; console.log(g);
