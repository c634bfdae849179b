import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import DataGridToolbarAndOverlayDemo from './DataGridToolbarAndOverlay.tsx';
import dataGridToolbarAndOverlaySource from './DataGridToolbarAndOverlay.tsx?demo';
import DatePickerIconAndActionsDemo from './DatePickerIconAndActions.tsx';
import datePickerIconAndActionsSource from './DatePickerIconAndActions.tsx?demo';
import TreeViewCustomItemDemo from './TreeViewCustomItem.tsx';
import treeViewCustomItemSource from './TreeViewCustomItem.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const DataGridToolbarAndOverlay: Story = demoStory(DataGridToolbarAndOverlayDemo, dataGridToolbarAndOverlaySource);
export const DatePickerIconAndActions: Story = demoStory(DatePickerIconAndActionsDemo, datePickerIconAndActionsSource);
export const TreeViewCustomItem: Story = demoStory(TreeViewCustomItemDemo, treeViewCustomItemSource);

DataGridToolbarAndOverlay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('6 orders to ship')).toBeInTheDocument();
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'DHL');
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-rowindex]')).toHaveLength(2));
  await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search orders' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Ship all orders' }));
  await expect(await canvas.findByText('Every order is on its way')).toBeInTheDocument();
  await expect(canvas.getByText('0 orders to ship')).toBeInTheDocument();
  const restore = canvas.getByRole('button', { name: 'Restore the queue' });
  await userEvent.click(restore);
  await expect(await canvas.findByText('Northwind Traders')).toBeInTheDocument();
  // End at rest (no hover, no focus) so a snapshot never catches the button's tooltip half-way.
  await userEvent.unhover(restore);
  restore.blur();
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
};

DatePickerIconAndActions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('button', { name: /choose date/i }));
  const dialog = await body.findByRole('dialog');
  await expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  await expect(within(dialog).getByRole('button', { name: 'Today' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('gridcell', { name: '20' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByRole('group', { name: 'Appointment date' })).toHaveTextContent('05/20/2024');
};

TreeViewCustomItem.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const inbox = canvas.getByRole('treeitem', { name: /^Inbox/ });
  await expect(within(inbox).getByText('14')).toBeInTheDocument();
  await expect(canvas.getByRole('treeitem', { name: /^Support tickets/ })).toHaveTextContent('9');
};
