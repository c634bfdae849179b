import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../src/demo/story';
import { comeToRest } from '../../../src/demo/play';
import EmployeeDirectoryDemo from './EmployeeDirectory.tsx';
import employeeDirectorySource from './EmployeeDirectory.tsx?demo';
import QuickStartDemo from './QuickStart.tsx';
import quickStartSource from './QuickStart.tsx?demo';
import ReleasePlanDemo from './ReleasePlan.tsx';
import releasePlanSource from './ReleasePlan.tsx?demo';
import RegionalSalesDemo from './RegionalSales.tsx';
import regionalSalesSource from './RegionalSales.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const EmployeeDirectory: Story = demoStory(EmployeeDirectoryDemo, employeeDirectorySource);
export const QuickStart: Story = demoStory(QuickStartDemo, quickStartSource);
export const ReleasePlan: Story = demoStory(ReleasePlanDemo, releasePlanSource);
export const RegionalSales: Story = demoStory(RegionalSalesDemo, regionalSalesSource);

/** The cells of the tree data grouping column, top to bottom. */
const groupingCells = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"][data-field="__tree_data_group__"]');

/** A work item's name, without the descendant count after it. */
const nameOf = (cell: HTMLElement) => (cell.textContent ?? '').replace(/ \(\d+\)$/, '');

const workItems = (canvasElement: HTMLElement) => Array.from(groupingCells(canvasElement)).map(nameOf);

ReleasePlan.play = async ({ canvasElement }) => {
  // Depth 1: both releases and their epics; siblings in status order, then by due date.
  await waitFor(() =>
    expect(workItems(canvasElement)).toEqual([
      'Release 4.2',
      'Saved searches',
      'Single sign-on',
      'Invoice export',
      'Release 4.3',
      'Dark mode',
      'Usage dashboard',
    ]),
  );
  const savedSearches = Array.from(groupingCells(canvasElement))
    .find((cell) => nameOf(cell) === 'Saved searches')
    ?.closest<HTMLElement>('[role="row"]') as HTMLElement;
  await userEvent.click(within(savedSearches).getByRole('button', { name: 'see children' }));
  // The epic's tasks follow the same two sort criteria.
  await waitFor(() =>
    expect(workItems(canvasElement).slice(1, 5)).toEqual(['Saved searches', 'Sidebar list', 'Email alerts', 'Storage schema']),
  );
  await comeToRest(canvasElement, { repaint: true });
};
