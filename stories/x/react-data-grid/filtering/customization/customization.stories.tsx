import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { FILTER_PANEL, comeToRest, pageOf } from '../../../../../src/demo/play';
import CustomOperatorDemo from './CustomOperator.tsx';
import customOperatorSource from './CustomOperator.tsx?demo';
import CustomInputComponentDemo from './CustomInputComponent.tsx';
import customInputComponentSource from './CustomInputComponent.tsx?demo';
import BetweenOperatorDemo from './BetweenOperator.tsx';
import betweenOperatorSource from './BetweenOperator.tsx?demo';
import DateRangeOperatorDemo from './DateRangeOperator.tsx';
import dateRangeOperatorSource from './DateRangeOperator.tsx?demo';
import RestrictOperatorsDemo from './RestrictOperators.tsx';
import restrictOperatorsSource from './RestrictOperators.tsx?demo';
import WrapBuiltInOperatorsDemo from './WrapBuiltInOperators.tsx';
import wrapBuiltInOperatorsSource from './WrapBuiltInOperators.tsx?demo';
import FilterPanelPropsDemo from './FilterPanelProps.tsx';
import filterPanelPropsSource from './FilterPanelProps.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const CustomOperator: Story = demoStory(CustomOperatorDemo, customOperatorSource);
export const CustomInputComponent: Story = demoStory(CustomInputComponentDemo, customInputComponentSource);
export const BetweenOperator: Story = demoStory(BetweenOperatorDemo, betweenOperatorSource);
export const DateRangeOperator: Story = demoStory(DateRangeOperatorDemo, dateRangeOperatorSource);
export const RestrictOperators: Story = demoStory(RestrictOperatorsDemo, restrictOperatorsSource);
export const WrapBuiltInOperators: Story = demoStory(WrapBuiltInOperatorsDemo, wrapBuiltInOperatorsSource);
export const FilterPanelProps: Story = demoStory(FilterPanelPropsDemo, filterPanelPropsSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

async function choose(canvasElement: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(pageOf(canvasElement).getByRole('combobox', { name: select }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: option }));
}

/** Opens the filter panel from the filter icon of a filtered column's header. */
async function openPanelFromHeader(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show filters' }));
  await pageOf(canvasElement).findByRole('combobox', { name: /^Columns/ });
}

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { closed: [FILTER_PANEL] });

CustomOperator.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(3);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
  await choose(canvasElement, /^Operator/, 'has no tags');
  // The operator needs no value: the panel shows no value input.
  await expect(pageOf(canvasElement).queryByLabelText('Value')).toBeNull();
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await expect(within(canvasElement).getByText('Keyboard shortcuts')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

CustomInputComponent.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(4);
  await openPanelFromHeader(canvasElement);
  // The stars are radio buttons: move from four stars to five with the keyboard.
  pageOf(canvasElement).getByRole('radio', { name: '4 Stars' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await expect(within(canvasElement).getByText('Saffron House')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

BetweenOperator.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(4);
  await openPanelFromHeader(canvasElement);
  const to = pageOf(canvasElement).getByRole('spinbutton', { name: 'To' });
  await userEvent.clear(to);
  await userEvent.type(to, '1500');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await expect(within(canvasElement).getByText('12 Rue Oberkampf, Paris')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

DateRangeOperator.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(3);
  await openPanelFromHeader(canvasElement);
  const toSections = within(pageOf(canvasElement).getByRole('group', { name: 'To' })).getAllByRole('spinbutton');
  await userEvent.click(toSections[0]);
  await userEvent.keyboard('06302025');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(4));
  // Rows carry their id: the grid may have scrolled sideways to the Check-in column.
  await expect(canvasElement.querySelector('[role="row"][data-id="B-7845"]')).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

RestrictOperators.play = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
  await choose(canvasElement, /^Columns/, 'Price');
  await userEvent.click(pageOf(canvasElement).getByRole('combobox', { name: /^Operator/ }));
  const operators = await pageOf(canvasElement).findAllByRole('option');
  await expect(operators.map((option) => option.textContent)).toEqual(['>', '<']);
  await userEvent.keyboard('{Escape}');
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

WrapBuiltInOperators.play = async ({ canvasElement }) => {
  await expect(rowCount(canvasElement)).toBe(2);
  await openPanelFromHeader(canvasElement);
  const value = pageOf(canvasElement).getByLabelText('Value');
  await userEvent.clear(value);
  await userEvent.type(value, '20 5550 0147');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(1));
  await expect(within(canvasElement).getByText('Oliver Grant')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};

FilterPanelProps.play = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('combobox', { name: /^Columns/ }));
  const options = await pageOf(canvasElement).findAllByRole('option');
  await expect(options.map((option) => option.textContent)).toEqual(['Name', 'Office', 'Role', 'Start year']);
  await userEvent.keyboard('{Escape}');
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement);
};
