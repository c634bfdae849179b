import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, fieldOf } from '../../../../src/demo/play';
import PartiallyFilledDateDemo from './PartiallyFilledDate.tsx';
import partiallyFilledDateSource from './PartiallyFilledDate.tsx?demo';
import SelectionStepsDemo from './SelectionSteps.tsx';
import selectionStepsSource from './SelectionSteps.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PartiallyFilledDate: Story = demoStory(PartiallyFilledDateDemo, partiallyFilledDateSource);
export const SelectionSteps: Story = demoStory(SelectionStepsDemo, selectionStepsSource);

async function openPicker(canvasElement: HTMLElement, label: string) {
  await userEvent.click(fieldOf(canvasElement, label).getByRole('button', { name: /Choose date/ }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
}

async function waitForClosed(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
}

PartiallyFilledDate.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The accessible DOM structure: one spinbutton per section.
  const sections = fieldOf(canvasElement, 'Invoice date').getAllByRole('spinbutton');
  await expect(sections.map((section) => section.getAttribute('aria-label')).sort()).toEqual(['Day', 'Month', 'Year']);

  // Clearing the year leaves a partial date: onChange receives null, not an invalid date.
  await userEvent.click(fieldOf(canvasElement, 'Invoice date').getByRole('spinbutton', { name: 'Year' }));
  await userEvent.keyboard('{Backspace}');
  await waitFor(() => expect(canvas.getByText('value: null')).toBeInTheDocument());

  // Once the year is complete again, onChange receives the new date.
  await userEvent.keyboard('2026');
  await waitFor(() => expect(canvas.getByText('value: 2026-03-14')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};

SelectionSteps.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);

  // One selection step: the Desktop Date Picker closes as soon as a day is picked.
  let popup = await openPicker(canvasElement, 'Delivery date');
  await userEvent.click(popup.getByRole('gridcell', { name: '20' }));
  await waitForClosed(canvasElement);
  await expect(canvas.getByText('Accepted: 2025-03-20')).toBeInTheDocument();

  // The Date Time Picker stays open after a day is picked, until OK is pressed.
  popup = await openPicker(canvasElement, 'Pick-up time');
  await userEvent.click(popup.getByRole('gridcell', { name: '21' }));
  await expect(popup.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  await expect(canvas.getByText('Accepted: 2025-03-12 09:30')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('button', { name: 'OK' }));
  await waitForClosed(canvasElement);
  await expect(canvas.getByText('Accepted: 2025-03-21 09:30')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
