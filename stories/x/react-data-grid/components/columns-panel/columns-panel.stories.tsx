import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { pageOf } from '../../../../../src/demo/play';
import { repaintWholeStory } from '../../../../../src/storybook/repaint';
import ColumnsPanelButtonDemo from './ColumnsPanelButton.tsx';
import columnsPanelButtonSource from './ColumnsPanelButton.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ColumnsPanelButton: Story = demoStory(ColumnsPanelButtonDemo, columnsPanelButtonSource);

const hasHeader = (canvasElement: HTMLElement, field: string) =>
  canvasElement.querySelector(`[role="columnheader"][data-field="${field}"]`) !== null;

ColumnsPanelButton.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  await expect(hasHeader(canvasElement, 'weight')).toBe(false);
  const trigger = canvas.getByRole('button', { name: 'Columns' });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger).toHaveClass('MuiButton-contained');
  // The panel lists the columns sorted by name; the shipment number cannot be hidden.
  const weight = await page.findByRole('checkbox', { name: 'Weight (kg)' });
  await expect(page.getByRole('checkbox', { name: 'Shipment' })).toBeDisabled();
  await userEvent.click(weight);
  await waitFor(() => expect(hasHeader(canvasElement, 'weight')).toBe(true));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('checkbox', { name: 'Weight (kg)' })).toBeNull());
  await expect(trigger).not.toHaveAttribute('aria-expanded');
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
};
