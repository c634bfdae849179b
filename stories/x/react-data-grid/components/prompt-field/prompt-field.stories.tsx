import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { enterSearch, pageOf } from '../../../../../src/demo/play';
import { repaintWholeStory } from '../../../../../src/storybook/repaint';
import OrdersPromptDemo from './OrdersPrompt.tsx';
import ordersPromptSource from './OrdersPrompt.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const OrdersPrompt: Story = demoStory(OrdersPromptDemo, ordersPromptSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

OrdersPrompt.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(6);
  const send = canvas.getByRole('button', { name: 'Send prompt' });
  // Nothing to send yet.
  await expect(send).toBeDisabled();
  await enterSearch(canvas.getByRole('textbox', { name: 'Prompt' }), 'only shipped orders');
  await userEvent.click(send);
  // The field empties at once; the answer comes after the stand-in's delay.
  await expect(canvas.getByRole('textbox', { name: 'Prompt' })).toHaveValue('');
  await expect(await canvas.findByText('Showing shipped orders.')).toBeInTheDocument();
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
};
