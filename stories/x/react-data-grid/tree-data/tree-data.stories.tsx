import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import TreeDataOrgChartDemo from './TreeDataOrgChart.tsx';
import treeDataOrgChartSource from './TreeDataOrgChart.tsx?demo';
import TreeDataGroupingColumnDemo from './TreeDataGroupingColumn.tsx';
import treeDataGroupingColumnSource from './TreeDataGroupingColumn.tsx?demo';
import TreeDataExpansionDemo from './TreeDataExpansion.tsx';
import treeDataExpansionSource from './TreeDataExpansion.tsx?demo';
import TreeDataFilteringDemo from './TreeDataFiltering.tsx';
import treeDataFilteringSource from './TreeDataFiltering.tsx?demo';
import TreeDataSortingDemo from './TreeDataSorting.tsx';
import treeDataSortingSource from './TreeDataSorting.tsx?demo';
import TreeDataFileExplorerDemo from './TreeDataFileExplorer.tsx';
import treeDataFileExplorerSource from './TreeDataFileExplorer.tsx?demo';
import TreeDataLazyLoadingDemo from './TreeDataLazyLoading.tsx';
import treeDataLazyLoadingSource from './TreeDataLazyLoading.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const TreeDataOrgChart: Story = demoStory(TreeDataOrgChartDemo, treeDataOrgChartSource);
export const TreeDataGroupingColumn: Story = demoStory(TreeDataGroupingColumnDemo, treeDataGroupingColumnSource);
export const TreeDataExpansion: Story = demoStory(TreeDataExpansionDemo, treeDataExpansionSource);
export const TreeDataFiltering: Story = demoStory(TreeDataFilteringDemo, treeDataFilteringSource);
export const TreeDataSorting: Story = demoStory(TreeDataSortingDemo, treeDataSortingSource);
export const TreeDataFileExplorer: Story = demoStory(TreeDataFileExplorerDemo, treeDataFileExplorerSource);
export const TreeDataLazyLoading: Story = demoStory(TreeDataLazyLoadingDemo, treeDataLazyLoadingSource);

/** The texts of the grouping column, top to bottom. */
const groupingCells = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"][data-field="__tree_data_group__"]')).map(
    (cell) => cell.textContent ?? '',
  );

/** The names in the grouping column, without the descendant counts. */
const groupNames = (canvasElement: HTMLElement) => groupingCells(canvasElement).map((text) => text.replace(/ \(\d+\)$/, ''));

/** The row whose grouping cell shows `name`, with or without its descendant count. */
function rowOf(canvasElement: HTMLElement, name: string) {
  const cells = Array.from(
    canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"][data-field="__tree_data_group__"]'),
  );
  const cell = cells.find((candidate) => (candidate.textContent ?? '').replace(/ \(\d+\)$/, '') === name);
  return cell?.closest('[role="row"]') as HTMLElement;
}

/** Waits until a row whose grouping cell shows `name` is rendered. */
const findRow = (canvasElement: HTMLElement, name: string, timeout = 1000) =>
  waitFor(() => expect(groupNames(canvasElement)).toContain(name), { timeout });

TreeDataOrgChart.play = async ({ canvasElement }) => {
  // Depth 1: the CEO and her direct reports show, their teams do not.
  await findRow(canvasElement, 'Thomas Müller');
  await expect(groupNames(canvasElement)).not.toContain('Hana Sato');
  await userEvent.click(within(rowOf(canvasElement, 'Thomas Müller')).getByRole('button', { name: 'see children' }));
  await findRow(canvasElement, 'Hana Sato');
  await expect(groupNames(canvasElement)).toContain('Lucas Moreau');
  // Lucas's team stays collapsed until expanded in turn.
  await expect(groupNames(canvasElement)).not.toContain('Inès Dubois');
  await leaveFocus(canvasElement);
};

TreeDataGroupingColumn.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('columnheader', { name: 'Work item' })).toBeInTheDocument();
  // No "(2)" descendant count after the group names.
  await expect(groupingCells(canvasElement)[0]).toBe('Discovery');
};

TreeDataExpansion.play = async ({ canvasElement }) => {
  await findRow(canvasElement, 'Ultrabooks');
  await expect(groupNames(canvasElement)).not.toContain('Smartphones');
  await userEvent.click(within(rowOf(canvasElement, 'Phones')).getByRole('button', { name: 'see children' }));
  await findRow(canvasElement, 'Smartphones');
  await leaveFocus(canvasElement);
};

TreeDataFiltering.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Location contains' }), 'Paris');
  // The two Paris employees stay, with the managers above them.
  await waitFor(() =>
    expect(groupNames(canvasElement)).toEqual(['Amara Okafor', 'Thomas Müller', 'Lucas Moreau', 'Inès Dubois']),
  );
  await userEvent.click(canvas.getByRole('switch', { name: 'Filter children' }));
  // Now only top-level rows are tested: Amara (London) does not match, so nothing is left.
  await waitFor(() => expect(groupingCells(canvasElement)).toEqual([]));
  await userEvent.click(canvas.getByRole('switch', { name: 'Filter children' }));
  await waitFor(() => expect(groupingCells(canvasElement)).toHaveLength(4));
  await leaveFocus(canvasElement);
};

TreeDataSorting.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const header = canvas.getByRole('columnheader', { name: 'Revenue (k€)' });
  await userEvent.click(within(header).getByText('Revenue (k€)'));
  await waitFor(() =>
    expect(groupingCells(canvasElement)).toEqual([
      'Asia (2)',
      'Singapore',
      'Japan',
      'Europe (4)',
      'Portugal',
      'Sweden',
      'France',
      'Germany',
      'Americas (2)',
      'Canada',
      'United States',
    ]),
  );
  await userEvent.click(canvas.getByRole('switch', { name: 'Sort children' }));
  // Top level still sorted; children back in their original order.
  await waitFor(() => expect(groupingCells(canvasElement).slice(0, 3)).toEqual(['Asia (2)', 'Japan', 'Singapore']));
  await leaveFocus(canvasElement);
};

TreeDataFileExplorer.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Folders are collapsed; the largest entry comes first.
  await expect(canvas.getByText('1.5 MB')).toBeInTheDocument();
  await expect(canvas.queryByText('hero.png')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Expand assets' }));
  await expect(await canvas.findByText('hero.png')).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Collapse assets' })).toHaveAttribute('aria-expanded', 'true');
  await leaveFocus(canvasElement);
};

TreeDataLazyLoading.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await findRow(canvasElement, 'Engineering', 5000);
  await expect(groupNames(canvasElement)).not.toContain('Platform');
  await userEvent.click(within(rowOf(canvasElement, 'Engineering')).getByRole('button', { name: 'see children' }));
  await findRow(canvasElement, 'Platform', 5000);
  await expect(canvas.getByText('Requests: top level, Engineering')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
