import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus, fieldOf } from '../../../../src/demo/play';
import CustomOpenPickerIconDemo from './CustomOpenPickerIcon.tsx';
import customOpenPickerIconSource from './CustomOpenPickerIcon.tsx?demo';
import OpenStateIconDemo from './OpenStateIcon.tsx';
import openStateIconSource from './OpenStateIcon.tsx?demo';
import OpenPickerButtonPropsDemo from './OpenPickerButtonProps.tsx';
import openPickerButtonPropsSource from './OpenPickerButtonProps.tsx?demo';
import OpenButtonAtStartDemo from './OpenButtonAtStart.tsx';
import openButtonAtStartSource from './OpenButtonAtStart.tsx?demo';
import ButtonFieldDemo from './ButtonField.tsx';
import buttonFieldSource from './ButtonField.tsx?demo';
import ControlledOpenDemo from './ControlledOpen.tsx';
import controlledOpenSource from './ControlledOpen.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const CustomOpenPickerIcon: Story = demoStory(CustomOpenPickerIconDemo, customOpenPickerIconSource);
export const OpenStateIcon: Story = demoStory(OpenStateIconDemo, openStateIconSource);
export const OpenPickerButtonProps: Story = demoStory(OpenPickerButtonPropsDemo, openPickerButtonPropsSource);
export const OpenButtonAtStart: Story = demoStory(OpenButtonAtStartDemo, openButtonAtStartSource);
export const ButtonField: Story = demoStory(ButtonFieldDemo, buttonFieldSource);
export const ControlledOpen: Story = demoStory(ControlledOpenDemo, controlledOpenSource);

/** Closes the popup with Escape and waits until it is gone. */
async function closePopup(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

CustomOpenPickerIcon.play = async ({ canvasElement }) => {
  const openButton = fieldOf(canvasElement, 'Reminder').getByRole('button', { name: /Choose time/ });
  await userEvent.click(openButton);
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await expect(popup.getByRole('option', { name: '8 hours' })).toBeInTheDocument();
  await closePopup(canvasElement);
  await leaveFocus(canvasElement);
};

OpenStateIcon.play = async ({ canvasElement }) => {
  const openButton = within(canvasElement).getByRole('button', { name: /Choose date/ });
  // Icons carry no test id in a production build: compare the drawn shapes instead.
  const iconShape = () => openButton.querySelector('svg path')?.getAttribute('d');
  const closedShape = iconShape();
  await userEvent.click(openButton);
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await expect(popup.getByText('October 2025')).toBeInTheDocument();
  // While the picker is open, the icon shows a checked calendar.
  await waitFor(() => expect(iconShape()).not.toBe(closedShape));
  await closePopup(canvasElement);
  await waitFor(() => expect(iconShape()).toBe(closedShape));
  await leaveFocus(canvasElement);
};

OpenButtonAtStart.play = async ({ canvasElement }) => {
  const hireDate = fieldOf(canvasElement, 'Hire date');
  await userEvent.click(hireDate.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await userEvent.click(popup.getByRole('gridcell', { name: '13' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(hireDate.getByDisplayValue('01/13/2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ButtonField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The whole field is a button: clicking it opens the calendar.
  await userEvent.click(canvas.getByRole('button', { name: 'Publish on: Jun 2, 2025' }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await expect(popup.getByText('June 2025')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('gridcell', { name: '16' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByRole('button', { name: 'Publish on: Jun 16, 2025' })).toBeInTheDocument();
  await expect(canvas.getByText('The article goes live on Monday, June 16, 2025.')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ControlledOpen.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Your own button opens the picker through the `open` prop.
  await userEvent.click(canvas.getByRole('button', { name: 'Reschedule delivery' }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await expect(popup.getByText('February 2025')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('gridcell', { name: '21' }));
  // Picking a day calls `onClose`, which closes the picker.
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByText('Order #4821 arrives on Friday, February 21.')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
