import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { FILTER_PANEL, comeToRest, pageOf } from '../../../../src/demo/play';
import FilterPanelDemo from './FilterPanel.tsx';
import filterPanelSource from './FilterPanel.tsx?demo';
import InitialFiltersDemo from './InitialFilters.tsx';
import initialFiltersSource from './InitialFilters.tsx?demo';
import ControlledFiltersDemo from './ControlledFilters.tsx';
import controlledFiltersSource from './ControlledFilters.tsx?demo';
import DisableColumnFilterDemo from './DisableColumnFilter.tsx';
import disableColumnFilterSource from './DisableColumnFilter.tsx?demo';
import NonFilterableColumnsDemo from './NonFilterableColumns.tsx';
import nonFilterableColumnsSource from './NonFilterableColumns.tsx?demo';
import ReadOnlyFiltersDemo from './ReadOnlyFilters.tsx';
import readOnlyFiltersSource from './ReadOnlyFilters.tsx?demo';
import ComputedColumnFilterDemo from './ComputedColumnFilter.tsx';
import computedColumnFilterSource from './ComputedColumnFilter.tsx?demo';
import IgnoreDiacriticsDemo from './IgnoreDiacritics.tsx';
import ignoreDiacriticsSource from './IgnoreDiacritics.tsx?demo';
import FilterApiDemo from './FilterApi.tsx';
import filterApiSource from './FilterApi.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const FilterPanel: Story = demoStory(FilterPanelDemo, filterPanelSource);
export const InitialFilters: Story = demoStory(InitialFiltersDemo, initialFiltersSource);
export const ControlledFilters: Story = demoStory(ControlledFiltersDemo, controlledFiltersSource);
export const DisableColumnFilter: Story = demoStory(DisableColumnFilterDemo, disableColumnFilterSource);
export const NonFilterableColumns: Story = demoStory(NonFilterableColumnsDemo, nonFilterableColumnsSource);
export const ReadOnlyFilters: Story = demoStory(ReadOnlyFiltersDemo, readOnlyFiltersSource);
export const ComputedColumnFilter: Story = demoStory(ComputedColumnFilterDemo, computedColumnFilterSource);
export const IgnoreDiacritics: Story = demoStory(IgnoreDiacriticsDemo, ignoreDiacriticsSource);
export const FilterApi: Story = demoStory(FilterApiDemo, filterApiSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

async function choose(canvasElement: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(pageOf(canvasElement).getByRole('combobox', { name: select }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: option }));
}

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { closed: [FILTER_PANEL] });

FilterPanel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(8);
  await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
  await choose(canvasElement, /^Columns/, 'Price');
  await choose(canvasElement, /^Operator/, '>');
  await userEvent.type(pageOf(canvasElement).getByLabelText('Value'), '150');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await expect(canvas.getByText('Ridge 45L backpack')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
  await expect(rowCount(canvasElement)).toBe(3);
};

ControlledFilters.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(3);
  await userEvent.click(canvas.getByRole('button', { name: '$2,000 and more' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await expect(canvas.getByText('Kestrel Logistics')).toBeInTheDocument();
  await expect(canvas.getByText('filterModel.items: [{"field":"amount","operator":">=","value":2000}]')).toBeInTheDocument();
  await settle(canvasElement);
};

DisableColumnFilter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
  await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull();
};

ReadOnlyFilters.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(3);
  const filtersButton = canvas.getByRole('button', { name: 'Filters' });
  await userEvent.click(filtersButton);
  // The filter is shown, but every input of it is disabled.
  const columnSelect = await pageOf(canvasElement).findByRole('combobox', { name: /^Columns/ });
  await expect(columnSelect).toHaveAttribute('aria-disabled', 'true');
  await expect(pageOf(canvasElement).getByLabelText('Value')).toBeDisabled();
  await userEvent.click(filtersButton);
  await settle(canvasElement);
};

IgnoreDiacritics.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const plain = canvas.getByRole('grid', { name: 'Guests' });
  const ignoring = canvas.getByRole('grid', { name: 'Guests, ignoring diacritics' });
  await expect(rowCount(plain)).toBe(1);
  await expect(rowCount(ignoring)).toBe(3);
  const field = canvas.getByRole('textbox', { name: 'Guest name contains' });
  await userEvent.clear(field);
  await userEvent.type(field, 'zoe');
  await waitFor(() => expect(rowCount(ignoring)).toBe(1));
  await expect(rowCount(plain)).toBe(0);
  await expect(within(ignoring).getByText('Zoë Lefèvre')).toBeInTheDocument();
  await settle(canvasElement);
};

FilterApi.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Arrivals in Lisbon' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await userEvent.click(canvas.getByRole('button', { name: 'Filter by gate…' }));
  await userEvent.type(await pageOf(canvasElement).findByLabelText('Value'), 'Z');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(1));
  await expect(canvas.getByText('LH 401')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};
