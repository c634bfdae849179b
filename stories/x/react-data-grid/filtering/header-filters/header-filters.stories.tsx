import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { comeToRest, pageOf } from '../../../../../src/demo/play';
import HeaderFiltersDemo from './HeaderFilters.tsx';
import headerFiltersSource from './HeaderFilters.tsx?demo';
import SimpleHeaderFiltersDemo from './SimpleHeaderFilters.tsx';
import simpleHeaderFiltersSource from './SimpleHeaderFilters.tsx?demo';
import HeaderFilterClearButtonDemo from './HeaderFilterClearButton.tsx';
import headerFilterClearButtonSource from './HeaderFilterClearButton.tsx?demo';
import RenderHeaderFilterDemo from './RenderHeaderFilter.tsx';
import renderHeaderFilterSource from './RenderHeaderFilter.tsx?demo';
import HeaderFilterInputComponentDemo from './HeaderFilterInputComponent.tsx';
import headerFilterInputComponentSource from './HeaderFilterInputComponent.tsx?demo';
import CustomHeaderFilterCellDemo from './CustomHeaderFilterCell.tsx';
import customHeaderFilterCellSource from './CustomHeaderFilterCell.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const HeaderFilters: Story = demoStory(HeaderFiltersDemo, headerFiltersSource);
export const SimpleHeaderFilters: Story = demoStory(SimpleHeaderFiltersDemo, simpleHeaderFiltersSource);
export const HeaderFilterClearButton: Story = demoStory(HeaderFilterClearButtonDemo, headerFilterClearButtonSource);
export const RenderHeaderFilter: Story = demoStory(RenderHeaderFilterDemo, renderHeaderFilterSource);
export const HeaderFilterInputComponent: Story = demoStory(HeaderFilterInputComponentDemo, headerFilterInputComponentSource);
export const CustomHeaderFilterCell: Story = demoStory(CustomHeaderFilterCellDemo, customHeaderFilterCellSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

/** The header filter cell of a column: the second column header named after it (the first is its title). */
function headerFilterCell(canvasElement: HTMLElement, headerName: string) {
  const cells = within(canvasElement).getAllByRole('columnheader', { name: headerName });
  return within(cells[cells.length - 1]);
}


HeaderFilters.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(7);
  await userEvent.type(headerFilterCell(canvasElement, 'Assignee').getByRole('textbox'), 'hana');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  // Switch the operator from the cell's menu: "Equals" finds nobody called just "hana".
  await userEvent.click(headerFilterCell(canvasElement, 'Assignee').getByRole('button', { name: 'Operator' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('menuitem', { name: 'Equals' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(0));
  await userEvent.click(headerFilterCell(canvasElement, 'Assignee').getByRole('button', { name: 'Operator' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('menuitem', { name: 'Contains' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await comeToRest(canvasElement);
};

SimpleHeaderFilters.play = async ({ canvasElement }) => {
  await expect(headerFilterCell(canvasElement, 'Title').queryByRole('button', { name: 'Operator' })).toBeNull();
  await userEvent.type(headerFilterCell(canvasElement, 'Title').getByRole('textbox'), 'email');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(1));
  await comeToRest(canvasElement);
};

HeaderFilterClearButton.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(2);
  await userEvent.click(headerFilterCell(canvasElement, 'Assignee').getByRole('button', { name: 'Clear filter' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(7));
  await comeToRest(canvasElement);
};

RenderHeaderFilter.play = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: /^Blocked/ }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: 'Blocked' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await expect(within(canvasElement).getByText('Migrate billing to the new API')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

HeaderFilterInputComponent.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(4);
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: /^Estimate/ }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: 'Up to 2 h' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await comeToRest(canvasElement);
};

CustomHeaderFilterCell.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(3);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter Assignee' }));
  // The panel opens with a new filter on Assignee, below the one on Status.
  const values = await pageOf(canvasElement).findAllByLabelText('Value');
  await userEvent.type(values[values.length - 1], 'hana');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(1));
  await expect(within(canvasElement).getByRole('button', { name: 'Assignee: 1 active filter' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('combobox', { name: /^Columns/ })).toBeNull());
  await comeToRest(canvasElement);
};
