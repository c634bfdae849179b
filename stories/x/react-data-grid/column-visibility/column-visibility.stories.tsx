import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import HideableColumnsDemo from './HideableColumns.tsx';
import hideableColumnsSource from './HideableColumns.tsx?demo';
import InitialVisibilityDemo from './InitialVisibility.tsx';
import initialVisibilitySource from './InitialVisibility.tsx?demo';
import ControlledVisibilityDemo from './ControlledVisibility.tsx';
import controlledVisibilitySource from './ControlledVisibility.tsx?demo';
import ColumnsPanelDemo from './ColumnsPanel.tsx';
import columnsPanelSource from './ColumnsPanel.tsx?demo';
import RoleBasedColumnsDemo from './RoleBasedColumns.tsx';
import roleBasedColumnsSource from './RoleBasedColumns.tsx?demo';
import TogglableColumnsDemo from './TogglableColumns.tsx';
import togglableColumnsSource from './TogglableColumns.tsx?demo';
import ToggleAllModeDemo from './ToggleAllMode.tsx';
import toggleAllModeSource from './ToggleAllMode.tsx?demo';
import ColumnsPanelOptionsDemo from './ColumnsPanelOptions.tsx';
import columnsPanelOptionsSource from './ColumnsPanelOptions.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const HideableColumns: Story = demoStory(HideableColumnsDemo, hideableColumnsSource);
export const InitialVisibility: Story = demoStory(InitialVisibilityDemo, initialVisibilitySource);
export const ControlledVisibility: Story = demoStory(ControlledVisibilityDemo, controlledVisibilitySource);
export const ColumnsPanel: Story = demoStory(ColumnsPanelDemo, columnsPanelSource);
export const RoleBasedColumns: Story = demoStory(RoleBasedColumnsDemo, roleBasedColumnsSource);
export const TogglableColumns: Story = demoStory(TogglableColumnsDemo, togglableColumnsSource);
export const ToggleAllMode: Story = demoStory(ToggleAllModeDemo, toggleAllModeSource);
export const ColumnsPanelOptions: Story = demoStory(ColumnsPanelOptionsDemo, columnsPanelOptionsSource);

const hasHeader = (canvasElement: HTMLElement, field: string) =>
  canvasElement.querySelector(`[role="columnheader"][data-field="${field}"]`) !== null;

/** Opens the columns panel from the toolbar and returns queries scoped to the document (the panel is a popup). */
async function openColumnsPanel(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
  const body = within(canvasElement.ownerDocument.body);
  await body.findByPlaceholderText('Search');
  return body;
}

async function closeColumnsPanel(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByPlaceholderText('Search')).not.toBeInTheDocument());
  // Escape returns focus to the panel's button, whose tooltip then opens: leave nothing showing.
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  // The button's focus ripple fades out after the blur.
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
}

HideableColumns.play = async ({ canvasElement }) => {
  const body = await openColumnsPanel(canvasElement);
  await expect(body.getByRole('checkbox', { name: 'Username' })).toBeDisabled();
  await userEvent.click(body.getByRole('checkbox', { name: 'Email' }));
  await waitFor(() => expect(hasHeader(canvasElement, 'email')).toBe(false));
  await closeColumnsPanel(canvasElement);
};

ControlledVisibility.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(hasHeader(canvasElement, 'phone')).toBe(false);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Phone' }));
  await waitFor(() => expect(hasHeader(canvasElement, 'phone')).toBe(true));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Email' }));
  await waitFor(() => expect(hasHeader(canvasElement, 'email')).toBe(false));
  await expect(canvas.getByText('columnVisibilityModel: {"phone":true,"email":false}')).toBeInTheDocument();
};

ColumnsPanel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('button', { name: 'Choose columns' }));
  const aircraft = await body.findByRole('checkbox', { name: 'Aircraft' });
  await expect(aircraft).not.toBeChecked();
  await userEvent.click(aircraft);
  await waitFor(() => expect(hasHeader(canvasElement, 'aircraft')).toBe(true));
  await closeColumnsPanel(canvasElement);
};

RoleBasedColumns.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
  await expect(hasHeader(canvasElement, 'salary')).toBe(false);
  await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
  await waitFor(() => expect(hasHeader(canvasElement, 'salary')).toBe(true));
  await userEvent.click(canvas.getByRole('button', { name: 'Viewer' }));
  await waitFor(() => expect(hasHeader(canvasElement, 'salary')).toBe(false));
};

TogglableColumns.play = async ({ canvasElement }) => {
  const body = await openColumnsPanel(canvasElement);
  await expect(body.getByRole('checkbox', { name: 'Customer' })).toBeInTheDocument();
  await expect(body.queryByRole('checkbox', { name: 'Invoice' })).not.toBeInTheDocument();
  await expect(body.queryByRole('checkbox', { name: 'Checkbox selection' })).not.toBeInTheDocument();
  await closeColumnsPanel(canvasElement);
};

ToggleAllMode.play = async ({ canvasElement }) => {
  const body = await openColumnsPanel(canvasElement);
  await userEvent.type(body.getByPlaceholderText('Search'), 'Jun');
  await waitFor(() => expect(body.queryByRole('checkbox', { name: 'Jan 2024' })).not.toBeInTheDocument());
  await userEvent.click(body.getByRole('checkbox', { name: 'Show/Hide All' }));
  // Only the column matching the search is hidden.
  await waitFor(() => expect(hasHeader(canvasElement, 'Jun')).toBe(false));
  await expect(hasHeader(canvasElement, 'Jan')).toBe(true);
  await closeColumnsPanel(canvasElement);
};

ColumnsPanelOptions.play = async ({ canvasElement }) => {
  const body = await openColumnsPanel(canvasElement);
  await expect(body.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  // "tax" is only in descriptions: the custom predicate finds the three price columns, sorted by name.
  await userEvent.type(body.getByPlaceholderText('Search'), 'tax');
  await waitFor(() => expect(body.queryByRole('checkbox', { name: 'In stock' })).not.toBeInTheDocument());
  const list = canvasElement.ownerDocument.querySelector<HTMLElement>('.MuiDataGrid-columnsManagement')!;
  const names = within(list)
    .getAllByRole('checkbox')
    .map((checkbox) => checkbox.closest('label')?.textContent);
  await expect(names).toEqual(['Gross price', 'Net price', 'VAT']);
  await closeColumnsPanel(canvasElement);
};
