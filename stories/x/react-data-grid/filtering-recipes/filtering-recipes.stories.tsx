import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { FILTER_PANEL, comeToRest, enterSearch, pageOf } from '../../../../src/demo/play';
import SavedFilterViewsDemo from './SavedFilterViews.tsx';
import savedFilterViewsSource from './SavedFilterViews.tsx?demo';
import StatusChipsDemo from './StatusChips.tsx';
import statusChipsSource from './StatusChips.tsx?demo';
import QuickFilterOutsideGridDemo from './QuickFilterOutsideGrid.tsx';
import quickFilterOutsideGridSource from './QuickFilterOutsideGrid.tsx?demo';
import FilteredRowCountDemo from './FilteredRowCount.tsx';
import filteredRowCountSource from './FilteredRowCount.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SavedFilterViews: Story = demoStory(SavedFilterViewsDemo, savedFilterViewsSource);
export const StatusChips: Story = demoStory(StatusChipsDemo, statusChipsSource);
export const QuickFilterOutsideGrid: Story = demoStory(QuickFilterOutsideGridDemo, quickFilterOutsideGridSource);
export const FilteredRowCount: Story = demoStory(FilteredRowCountDemo, filteredRowCountSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { closed: [FILTER_PANEL] });

SavedFilterViews.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Search, then save the search as a view.
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await enterSearch(canvas.getByRole('searchbox'), 'password');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await userEvent.click(canvas.getByRole('button', { name: 'Save current filters' }));
  // Another view replaces the filters…
  await userEvent.click(canvas.getByRole('button', { name: 'Urgent' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await expect(canvas.getByRole('searchbox')).toHaveValue('');
  // …and the saved one brings the search back.
  await userEvent.click(canvas.getByRole('button', { name: 'Saved view 1' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await expect(canvas.getByRole('searchbox')).toHaveValue('password');
  await settle(canvasElement);
};

StatusChips.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(8);
  await userEvent.click(canvas.getByRole('button', { name: 'Delayed (2)' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await userEvent.click(canvas.getByRole('button', { name: 'Customs hold (1)' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await expect(canvas.getByRole('button', { name: 'Delayed (2)' })).toHaveAttribute('aria-pressed', 'true');
  // The chips write an "is any of" filter, which the filter panel shows too.
  await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
  await expect(await pageOf(canvasElement).findByRole('combobox', { name: /^Operator/ })).toHaveTextContent('is any of');
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

QuickFilterOutsideGrid.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await enterSearch(canvas.getByRole('searchbox', { name: 'Search products' }), 'sonora audio');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await enterSearch(canvas.getByRole('searchbox', { name: 'Search products' }), ' portable');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(1));
  await expect(canvas.getByText('Portable speaker')).toBeInTheDocument();
  await settle(canvasElement);
};

FilteredRowCount.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('2 of 6 invoices')).toBeInTheDocument();
  await expect(canvas.getByText('Total $5,410.00')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await enterSearch(canvas.getByRole('searchbox'), 'greenleaf');
  await expect(await canvas.findByText('1 of 6 invoices')).toBeInTheDocument();
  await expect(canvas.getByText('Total $4,650.00')).toBeInTheDocument();
  await settle(canvasElement);
};
