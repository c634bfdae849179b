import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import StylingWithSxDemo from './StylingWithSx.tsx';
import stylingWithSxSource from './StylingWithSx.tsx?demo';
import HeaderClassNameDemo from './HeaderClassName.tsx';
import headerClassNameSource from './HeaderClassName.tsx?demo';
import CellClassNameDemo from './CellClassName.tsx';
import cellClassNameSource from './CellClassName.tsx?demo';
import GetCellClassNameDemo from './GetCellClassName.tsx';
import getCellClassNameSource from './GetCellClassName.tsx?demo';
import StripedRowsDemo from './StripedRows.tsx';
import stripedRowsSource from './StripedRows.tsx?demo';
import ConditionalRowStylingDemo from './ConditionalRowStyling.tsx';
import conditionalRowStylingSource from './ConditionalRowStyling.tsx?demo';
import GridClassesSelectorsDemo from './GridClassesSelectors.tsx';
import gridClassesSelectorsSource from './GridClassesSelectors.tsx?demo';
import ThemeStyleOverridesDemo from './ThemeStyleOverrides.tsx';
import themeStyleOverridesSource from './ThemeStyleOverrides.tsx?demo';
import DensityAwareStylingDemo from './DensityAwareStyling.tsx';
import densityAwareStylingSource from './DensityAwareStyling.tsx?demo';
import DarkModePaletteDemo from './DarkModePalette.tsx';
import darkModePaletteSource from './DarkModePalette.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const StylingWithSx: Story = demoStory(StylingWithSxDemo, stylingWithSxSource);
export const HeaderClassName: Story = demoStory(HeaderClassNameDemo, headerClassNameSource);
export const CellClassName: Story = demoStory(CellClassNameDemo, cellClassNameSource);
export const GetCellClassName: Story = demoStory(GetCellClassNameDemo, getCellClassNameSource);
export const StripedRows: Story = demoStory(StripedRowsDemo, stripedRowsSource);
export const ConditionalRowStyling: Story = demoStory(ConditionalRowStylingDemo, conditionalRowStylingSource);
export const GridClassesSelectors: Story = demoStory(GridClassesSelectorsDemo, gridClassesSelectorsSource);
export const ThemeStyleOverrides: Story = demoStory(ThemeStyleOverridesDemo, themeStyleOverridesSource);
export const DensityAwareStyling: Story = demoStory(DensityAwareStylingDemo, densityAwareStylingSource);
export const DarkModePalette: Story = demoStory(DarkModePaletteDemo, darkModePaletteSource);

/** A body row by its id (`data-id`), from the grid in the canvas. */
const rowOf = (canvasElement: HTMLElement, id: string | number) =>
  canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${id}"]`);

/** The cell of a row in a column (`data-field`). */
const cellOf = (canvasElement: HTMLElement, id: string | number, field: string) =>
  rowOf(canvasElement, id)?.querySelector<HTMLElement>(`.MuiDataGrid-cell[data-field="${field}"]`) ?? null;

CellClassName.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 3, 'stock')).toHaveClass('stock--out'));
  await expect(cellOf(canvasElement, 2, 'stock')).toHaveClass('stock--low');
  await expect(cellOf(canvasElement, 1, 'stock')).not.toHaveClass('stock--low');
};

GetCellClassName.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 1, 'jan')).toHaveClass('sales--met'));
  await expect(cellOf(canvasElement, 1, 'feb')).not.toHaveClass('sales--met');
  // The target column itself is never marked.
  await expect(cellOf(canvasElement, 1, 'target')).not.toHaveClass('sales--met');
};

StripedRows.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(rowOf(canvasElement, 2)).toHaveClass('odd'));
  await expect(rowOf(canvasElement, 1)).toHaveClass('even');
  // The next page starts again with an even row.
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(rowOf(canvasElement, 11)).toHaveClass('even'));
  await expect(rowOf(canvasElement, 12)).toHaveClass('odd');
  await userEvent.unhover(canvas.getByRole('button', { name: 'Go to next page' }));
  await leaveFocus(canvasElement);
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
};

ConditionalRowStyling.play = async ({ canvasElement }) => {
  await waitFor(() => expect(rowOf(canvasElement, 'IB 3170')).toHaveClass('flight--cancelled'));
  await expect(rowOf(canvasElement, 'KL 1002')).toHaveClass('flight--delayed');
  await expect(rowOf(canvasElement, 'LH 401')).toHaveClass('flight--boarding');
};

DensityAwareStyling.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const grid = () => canvasElement.querySelector<HTMLElement>('.MuiDataGrid-root')!;
  const firstCell = () => cellOf(canvasElement, 1, 'title')!;
  await waitFor(() => expect(getComputedStyle(firstCell()).fontSize).toBe('14px'));
  await userEvent.click(canvas.getByRole('button', { name: 'Compact' }));
  await waitFor(() => expect(grid()).toHaveClass('MuiDataGrid-root--densityCompact'));
  await expect(getComputedStyle(firstCell()).fontSize).toBe('13px');
  await userEvent.click(canvas.getByRole('button', { name: 'Comfortable' }));
  await waitFor(() => expect(getComputedStyle(firstCell()).fontSize).toBe('16px'));
  await leaveFocus(canvasElement);
};
