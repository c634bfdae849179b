import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ItemClickAndExpansionDemo from './ItemClickAndExpansion.tsx';
import itemClickAndExpansionSource from './ItemClickAndExpansion.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ItemClickAndExpansion: Story = demoStory(ItemClickAndExpansionDemo, itemClickAndExpansionSource);

ItemClickAndExpansion.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Wait until the items have registered with the tree.
  await waitFor(() => expect(canvasElement.querySelector('[role="treeitem"][tabindex="0"]')).not.toBeNull());
  await expect(canvas.queryByText('Invoices')).toBeNull();

  // publicAPI.setItemExpansion({ itemId }) toggles the item.
  await userEvent.click(canvas.getByRole('button', { name: 'Toggle Documents' }));
  await waitFor(() => expect(canvas.getByText('Invoices')).toBeVisible());

  // onItemClick on the tree reports the clicked item.
  await userEvent.click(canvas.getByText('Invoices'));
  await expect(canvas.getByText('Last clicked item: invoices')).toBeInTheDocument();

  await userEvent.click(canvas.getByRole('button', { name: 'Toggle Documents' }));
  await waitFor(() => expect(canvas.queryByText('Invoices')).toBeNull());
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
