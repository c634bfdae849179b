import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicRowSpanningDemo from './BasicRowSpanning.tsx';
import basicRowSpanningSource from './BasicRowSpanning.tsx?demo';
import RowSpanValueGetterDemo from './RowSpanValueGetter.tsx';
import rowSpanValueGetterSource from './RowSpanValueGetter.tsx?demo';
import ClassScheduleDemo from './ClassSchedule.tsx';
import classScheduleSource from './ClassSchedule.tsx?demo';
import ConferenceAgendaDemo from './ConferenceAgenda.tsx';
import conferenceAgendaSource from './ConferenceAgenda.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicRowSpanning: Story = demoStory(BasicRowSpanningDemo, basicRowSpanningSource);
export const RowSpanValueGetter: Story = demoStory(RowSpanValueGetterDemo, rowSpanValueGetterSource);
export const ClassSchedule: Story = demoStory(ClassScheduleDemo, classScheduleSource);
export const ConferenceAgenda: Story = demoStory(ConferenceAgendaDemo, conferenceAgendaSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** The cell of a row and a column; null when a cell above spans over it. */
function cell(canvasElement: HTMLElement, rowId: number, field: string) {
  return canvasElement.querySelector(`.MuiDataGrid-row[data-id="${rowId}"] [role="gridcell"][data-field="${field}"]`);
}

BasicRowSpanning.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Order SO-1042 has three lines: its customer cell spans them, the two cells below are not rendered.
  await expect(cell(canvasElement, 1, 'customer')).toHaveAttribute('aria-rowspan', '3');
  await expect(cell(canvasElement, 2, 'customer')).toBeNull();
  await userEvent.click(canvas.getByRole('switch', { name: 'Row spanning' }));
  await waitFor(() => expect(cell(canvasElement, 2, 'customer')).toHaveTextContent('Northwind Traders'));
  await expect(cell(canvasElement, 1, 'customer')).toHaveAttribute('aria-rowspan', '1');
  await userEvent.click(canvas.getByRole('switch', { name: 'Row spanning' }));
  await waitFor(() => expect(cell(canvasElement, 1, 'customer')).toHaveAttribute('aria-rowspan', '3'));
};

RowSpanValueGetter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // With the getters: the customer spans each order separately, quantities never span.
  await expect(cell(canvasElement, 1, 'customer')).toHaveAttribute('aria-rowspan', '2');
  await expect(cell(canvasElement, 3, 'customer')).toHaveAttribute('aria-rowspan', '2');
  await expect(cell(canvasElement, 3, 'quantity')).toHaveAttribute('aria-rowspan', '1');
  await expect(cell(canvasElement, 1, 'placedOn')).toHaveAttribute('aria-rowspan', '2');
  await userEvent.click(canvas.getByRole('switch', { name: 'Use rowSpanValueGetter' }));
  // Without them: one customer cell across both orders, and equal quantities merge across orders.
  await waitFor(() => expect(cell(canvasElement, 1, 'customer')).toHaveAttribute('aria-rowspan', '4'));
  await expect(cell(canvasElement, 3, 'quantity')).toHaveAttribute('aria-rowspan', '3');
  await expect(cell(canvasElement, 1, 'placedOn')).toHaveAttribute('aria-rowspan', '1');
  await userEvent.click(canvas.getByRole('switch', { name: 'Use rowSpanValueGetter' }));
  await waitFor(() => expect(cell(canvasElement, 1, 'customer')).toHaveAttribute('aria-rowspan', '2'));
  blurFocused(canvasElement);
};
