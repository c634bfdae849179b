import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import InventoryDashboardDemo from './InventoryDashboard.tsx';
import inventoryDashboardSource from './InventoryDashboard.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const InventoryDashboard: Story = demoStory(InventoryDashboardDemo, inventoryDashboardSource);

function cell(canvasElement: HTMLElement, id: string, field: string) {
  return canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${id}"] [data-field="${field}"]`)!;
}

InventoryDashboard.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(/to reorder$/)).toHaveTextContent('6 to reorder');
  await expect(cell(canvasElement, 'AU-1003', 'status')).toHaveTextContent('Out of stock');

  // Restock the microphone: edit its stock cell and press Enter to save. With 30 of 120 it
  // moves down the list, sorted by stock level, but stays in view.
  await userEvent.dblClick(cell(canvasElement, 'AU-1003', 'stock'));
  const input = await waitFor(() => {
    const element = cell(canvasElement, 'AU-1003', 'stock').querySelector('input');
    expect(element).not.toBeNull();
    return element!;
  });
  await userEvent.clear(input);
  await userEvent.type(input, '30{Enter}');

  await waitFor(() => expect(cell(canvasElement, 'AU-1003', 'status')).toHaveTextContent('In stock'));
  await expect(cell(canvasElement, 'AU-1003', 'stock')).toHaveTextContent('30');
  await expect(canvas.getByText(/to reorder$/)).toHaveTextContent('5 to reorder');
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
