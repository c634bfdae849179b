import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { FILTER_PANEL, comeToRest, pageOf } from '../../../../../src/demo/play';
import MultiFiltersDemo from './MultiFilters.tsx';
import multiFiltersSource from './MultiFilters.tsx?demo';
import OrLogicOperatorDemo from './OrLogicOperator.tsx';
import orLogicOperatorSource from './OrLogicOperator.tsx?demo';
import OneFilterPerColumnDemo from './OneFilterPerColumn.tsx';
import oneFilterPerColumnSource from './OneFilterPerColumn.tsx?demo';
import FilterPanelButtonsDemo from './FilterPanelButtons.tsx';
import filterPanelButtonsSource from './FilterPanelButtons.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const MultiFilters: Story = demoStory(MultiFiltersDemo, multiFiltersSource);
export const OrLogicOperator: Story = demoStory(OrLogicOperatorDemo, orLogicOperatorSource);
export const OneFilterPerColumn: Story = demoStory(OneFilterPerColumnDemo, oneFilterPerColumnSource);
export const FilterPanelButtons: Story = demoStory(FilterPanelButtonsDemo, filterPanelButtonsSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

/** Picks an option in the select of the last filter row (the one added last). */
async function chooseInLastRow(canvasElement: HTMLElement, select: RegExp, option: string) {
  const selects = pageOf(canvasElement).getAllByRole('combobox', { name: select });
  await userEvent.click(selects[selects.length - 1]);
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: option }));
}

async function openPanel(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
  await pageOf(canvasElement).findAllByRole('combobox', { name: /^Columns/ });
}

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { closed: [FILTER_PANEL] });

MultiFilters.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(3);
  await openPanel(canvasElement);
  await userEvent.click(pageOf(canvasElement).getByRole('button', { name: 'Add filter' }));
  await waitFor(() => expect(pageOf(canvasElement).getAllByRole('combobox', { name: /^Columns/ })).toHaveLength(3));
  await chooseInLastRow(canvasElement, /^Columns/, 'Mileage (km)');
  await chooseInLastRow(canvasElement, /^Operator/, '<');
  const values = pageOf(canvasElement).getAllByLabelText('Value');
  await userEvent.type(values[values.length - 1], '30000');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(1));
  await expect(within(canvasElement).getByText('Yaris')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

OrLogicOperator.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(3);
  await openPanel(canvasElement);
  await chooseInLastRow(canvasElement, /Logic operator/, 'And');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(0));
  await chooseInLastRow(canvasElement, /Logic operator/, 'Or');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

OneFilterPerColumn.play = async ({ canvasElement }) => {
  await openPanel(canvasElement);
  await userEvent.click(pageOf(canvasElement).getByRole('button', { name: 'Add filter' }));
  await waitFor(() => expect(pageOf(canvasElement).getAllByRole('combobox', { name: /^Columns/ })).toHaveLength(2));
  // The new filter starts on the first free column, and its select no longer offers Make.
  const selects = pageOf(canvasElement).getAllByRole('combobox', { name: /^Columns/ });
  await expect(selects[1]).toHaveTextContent('Model');
  await userEvent.click(selects[1]);
  const options = await pageOf(canvasElement).findAllByRole('option');
  await expect(options.map((option) => option.textContent)).toEqual(['Model', 'Year', 'Fuel', 'Mileage (km)', 'Price (€)']);
  await userEvent.keyboard('{Escape}');
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

FilterPanelButtons.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(5);
  await openPanel(canvasElement);
  await expect(pageOf(canvasElement).queryByRole('button', { name: 'Add filter' })).toBeNull();
  await expect(pageOf(canvasElement).queryByRole('button', { name: 'Remove all' })).toBeNull();
  // With a single logic operator allowed, its select is disabled.
  await expect(pageOf(canvasElement).getAllByRole('combobox', { name: /Logic operator/ }).at(-1)).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};
