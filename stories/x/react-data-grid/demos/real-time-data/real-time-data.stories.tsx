import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { repaintWholeStory } from '../../../../../src/storybook/repaint';
import TradingDeskDemo from './TradingDesk.tsx';
import tradingDeskSource from './TradingDesk.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const TradingDesk: Story = demoStory(TradingDeskDemo, tradingDeskSource);

/** The text of every row, in display order. */
function rowTexts(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('.MuiDataGrid-row')).map((row) => row.textContent);
}

TradingDesk.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The feed starts paused at the opening bell.
  await expect(canvas.getByText('Paused · 09:30:00 · 0 updates')).toBeInTheDocument();
  const opening = rowTexts(canvasElement);

  await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
  await waitFor(() => expect(canvas.getByText(/^Live · 09:30:0[1-9] · [1-9]\d* updates?$/)).toBeInTheDocument(), {
    timeout: 5000,
  });
  await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
  await expect(canvas.getByText(/^Paused · /)).toBeInTheDocument();
  // At least one price moved, and moved cells are tinted.
  await expect(rowTexts(canvasElement)).not.toEqual(opening);
  await expect(canvasElement.querySelector('.tick-up, .tick-down')).not.toBeNull();

  // Back to the opening bell, so the final picture does not depend on how many ticks ran.
  await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
  await expect(await canvas.findByText('Paused · 09:30:00 · 0 updates')).toBeInTheDocument();
  await waitFor(() => expect(rowTexts(canvasElement)).toEqual(opening));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
};
