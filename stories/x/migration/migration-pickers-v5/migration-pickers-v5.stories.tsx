import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import DesktopClockViewDemo from './DesktopClockView.tsx';
import desktopClockViewSource from './DesktopClockView.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const DesktopClockView: Story = demoStory(DesktopClockViewDemo, desktopClockViewSource);

DesktopClockView.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Popups render in a portal at the end of the document, outside the canvas.
  const page = within(canvasElement.ownerDocument.body);
  await expect(canvas.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();

  const field = within(canvas.getByRole('group', { name: 'Delivery slot' }));
  await userEvent.click(field.getByRole('button', { name: /Choose time/ }));
  const popup = within(await page.findByRole('dialog'));
  // The analog clock, re-enabled on desktop with renderTimeViewClock.
  const clock = popup.getByRole('listbox', { name: /Select hours/ });
  await waitFor(() => expect(clock).toHaveFocus());

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(canvasElement);
  await waitFor(() => expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement | null));
};
