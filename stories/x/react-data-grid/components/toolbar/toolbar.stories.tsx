import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { comeToRest, enterSearch, pageOf } from '../../../../../src/demo/play';
import { repaintWholeStory } from '../../../../../src/storybook/repaint';
import DefaultToolbarDemo from './DefaultToolbar.tsx';
import defaultToolbarSource from './DefaultToolbar.tsx?demo';
import CustomToolbarDemo from './CustomToolbar.tsx';
import customToolbarSource from './CustomToolbar.tsx?demo';
import ToolbarActionsDemo from './ToolbarActions.tsx';
import toolbarActionsSource from './ToolbarActions.tsx?demo';
import SettingsMenuDemo from './SettingsMenu.tsx';
import settingsMenuSource from './SettingsMenu.tsx?demo';
import SummaryPanelDemo from './SummaryPanel.tsx';
import summaryPanelSource from './SummaryPanel.tsx?demo';
import FilterBarDemo from './FilterBar.tsx';
import filterBarSource from './FilterBar.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const DefaultToolbar: Story = demoStory(DefaultToolbarDemo, defaultToolbarSource);
export const CustomToolbar: Story = demoStory(CustomToolbarDemo, customToolbarSource);
export const ToolbarActions: Story = demoStory(ToolbarActionsDemo, toolbarActionsSource);
export const SettingsMenu: Story = demoStory(SettingsMenuDemo, settingsMenuSource);
export const SummaryPanel: Story = demoStory(SummaryPanelDemo, summaryPanelSource);
export const FilterBar: Story = demoStory(FilterBarDemo, filterBarSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { closed: [{ role: 'menu' }], repaint: true });

DefaultToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const toolbar = within(canvas.getByRole('toolbar'));
  await expect(toolbar.getByText('Staff directory')).toBeInTheDocument();
  for (const name of ['Columns', 'Filters', 'Export', 'Search']) {
    await expect(toolbar.getByRole('button', { name })).toBeInTheDocument();
  }
  await userEvent.click(toolbar.getByRole('button', { name: 'Export' }));
  const menu = within(await pageOf(canvasElement).findByRole('menu'));
  await expect(menu.getByRole('menuitem', { name: 'Print' })).toBeInTheDocument();
  await expect(menu.getByRole('menuitem', { name: 'Download as CSV' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

CustomToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(6);
  // The search button expands the quick filter and moves focus into its field.
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  const search = await canvas.findByRole('searchbox', { name: 'Search orders' });
  await waitFor(() => expect(search).toHaveFocus());
  await enterSearch(search, 'harbor');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(6));
  await expect(search).toHaveValue('');

  await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
  const menu = within(await pageOf(canvasElement).findByRole('menu'));
  await expect(menu.getByRole('menuitem', { name: 'Download as CSV' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
  // With the field empty and focus gone, the quick filter collapses back to its button.
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible());
  await repaintWholeStory(canvasElement);
};

ToolbarActions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(4);
  const add = canvas.getByRole('button', { name: 'Add task' });
  await userEvent.click(add);
  await waitFor(() => expect(rowCount(canvasElement)).toBe(5));
  await expect(canvas.getByText('Update on-call rota')).toBeInTheDocument();

  await userEvent.click(canvas.getAllByRole('checkbox', { name: 'Select row' })[0]);
  await expect(canvas.getByRole('button', { name: 'Delete selected (1)' })).toBeEnabled();
  // Arrow keys move focus between the toolbar's buttons.
  add.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(canvas.getByRole('button', { name: 'Delete selected (1)' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(4));
  await expect(canvas.queryByText('Renew SSL certificates')).toBeNull();
  await settle(canvasElement);
};

SettingsMenu.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const firstRow = () => canvasElement.querySelector<HTMLElement>('[role="row"][data-rowindex="0"]')!;
  const standardHeight = firstRow().getBoundingClientRect().height;
  await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
  const menu = within(await pageOf(canvasElement).findByRole('menu'));
  await userEvent.click(menu.getByRole('menuitemradio', { name: 'Compact' }));
  await waitFor(() => expect(menu.getByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute('aria-checked', 'true'));
  await waitFor(() => expect(firstRow().getBoundingClientRect().height).toBeLessThan(standardHeight));
  await userEvent.click(menu.getByRole('menuitemcheckbox', { name: 'Column borders' }));
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-cell--withRightBorder')).not.toBeNull());
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

SummaryPanel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(4);
  await userEvent.click(canvas.getByRole('button', { name: 'Summary' }));
  const panel = within(await pageOf(canvasElement).findByRole('dialog', { name: 'Trade summary' }));
  // Four trades pass the filter; two are buys: 40 × 702.30 + 60 × 179.80.
  await expect(panel.getByText('4')).toBeInTheDocument();
  await expect(panel.getByText('38,880')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
  await settle(canvasElement);
};

FilterBar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(2);
  const searchChip = canvas.getByRole('button', { name: 'Search: alpina' });
  await userEvent.click(searchChip.querySelector('.MuiChip-deleteIcon')!);
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await expect(canvas.queryByRole('button', { name: 'Search: alpina' })).toBeNull();
  await expect(canvas.getByText('Approach shoes')).toBeInTheDocument();
  await settle(canvasElement);
};
