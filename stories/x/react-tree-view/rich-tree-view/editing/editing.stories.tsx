import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import LabelEditingAllItemsDemo from './LabelEditingAllItems.tsx';
import labelEditingAllItemsSource from './LabelEditingAllItems.tsx?demo';
import LabelEditingSomeItemsDemo from './LabelEditingSomeItems.tsx';
import labelEditingSomeItemsSource from './LabelEditingSomeItems.tsx?demo';
import EditLeavesDemo from './EditLeaves.tsx';
import editLeavesSource from './EditLeaves.tsx?demo';
import EditingCallbackDemo from './EditingCallback.tsx';
import editingCallbackSource from './EditingCallback.tsx?demo';
import CustomBehaviorDemo from './CustomBehavior.tsx';
import customBehaviorSource from './CustomBehavior.tsx?demo';
import ValidationDemo from './Validation.tsx';
import validationSource from './Validation.tsx?demo';
import EditButtonDemo from './EditButton.tsx';
import editButtonSource from './EditButton.tsx?demo';
import CustomLabelInputDemo from './CustomLabelInput.tsx';
import customLabelInputSource from './CustomLabelInput.tsx?demo';
import ApiUpdateItemLabelDemo from './ApiUpdateItemLabel.tsx';
import apiUpdateItemLabelSource from './ApiUpdateItemLabel.tsx?demo';
import ApiSetEditedItemDemo from './ApiSetEditedItem.tsx';
import apiSetEditedItemSource from './ApiSetEditedItem.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const LabelEditingAllItems: Story = demoStory(LabelEditingAllItemsDemo, labelEditingAllItemsSource);
export const LabelEditingSomeItems: Story = demoStory(LabelEditingSomeItemsDemo, labelEditingSomeItemsSource);
export const EditLeaves: Story = demoStory(EditLeavesDemo, editLeavesSource);
export const EditingCallback: Story = demoStory(EditingCallbackDemo, editingCallbackSource);
export const CustomBehavior: Story = demoStory(CustomBehaviorDemo, customBehaviorSource);
export const Validation: Story = demoStory(ValidationDemo, validationSource);
export const EditButton: Story = demoStory(EditButtonDemo, editButtonSource);
export const CustomLabelInput: Story = demoStory(CustomLabelInputDemo, customLabelInputSource);
export const ApiUpdateItemLabel: Story = demoStory(ApiUpdateItemLabelDemo, apiUpdateItemLabelSource);
export const ApiSetEditedItem: Story = demoStory(ApiSetEditedItemDemo, apiSetEditedItemSource);
/** The tree item (`li` with role `treeitem`) around a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

/** Waits until the tree has registered its items (one of them is in the tab order). */
async function itemsRegistered(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[role="treeitem"][tabindex="0"]')).not.toBeNull());
}

/** Leaves nothing focused, so that the final pixels are stable. */
function blurActiveElement(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** Double-clicks a label, replaces the text of the input that opens and presses Enter. */
async function rename(canvasElement: HTMLElement, label: string, inputName: string, newLabel: string) {
  const canvas = within(canvasElement);
  await userEvent.dblClick(canvas.getByText(label));
  const input = await canvas.findByRole('textbox', { name: inputName });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.clear(input);
  await userEvent.type(input, `${newLabel}{Enter}`, { skipClick: true });
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
}

LabelEditingAllItems.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await rename(canvasElement, 'Weather in Lisbon', 'Bookmark name', 'Weather in Porto');
  await expect(canvas.getByText('Weather in Porto')).toBeInTheDocument();
  // Escape drops the edit.
  await userEvent.dblClick(canvas.getByText('Sprint board'));
  const input = await canvas.findByRole('textbox', { name: 'Bookmark name' });
  await userEvent.type(input, ' (old){Escape}', { skipClick: true });
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(canvas.getByText('Sprint board')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

LabelEditingSomeItems.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  // A system channel does not open an input.
  await userEvent.dblClick(canvas.getByText('announcements'));
  await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  // Enter on a focused editable item opens it.
  await userEvent.click(canvas.getByText('random'));
  await waitFor(() => expect(treeItemOf(canvas.getByText('random'))).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  const input = await canvas.findByRole('textbox', { name: 'Channel name' });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  blurActiveElement(canvasElement);
};

EditLeaves.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.dblClick(canvas.getByText('Pasta'));
  await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  await rename(canvasElement, 'Carbonara', 'Recipe name', 'Spaghetti carbonara');
  await expect(canvas.getByText('Spaghetti carbonara')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

EditingCallback.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(canvas.getByText('None yet.')).toBeInTheDocument();
  await rename(canvasElement, 'Invoices', 'Folder name', 'Invoices 2025');
  await expect(canvas.getByText('invoices → "Invoices 2025"')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

CustomBehavior.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.dblClick(canvas.getByText('Send press kit'));
  const input = await canvas.findByRole('textbox', { name: 'Task name' });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.type(input, ' by Friday', { skipClick: true });
  // Leaving the input discards the text instead of saving it.
  await userEvent.click(canvas.getByText('Test database restore'));
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(canvas.getByText('Send press kit')).toBeInTheDocument();
  await expect(canvas.queryByText('Send press kit by Friday')).not.toBeInTheDocument();
  blurActiveElement(canvasElement);
};

Validation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.dblClick(canvas.getByText('App.tsx'));
  const input = await canvas.findByRole('textbox', { name: 'File name' });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.clear(input);
  await userEvent.type(input, 'App{Enter}', { skipClick: true });
  // The invalid name is not saved: the input stays, with the message.
  await expect(canvas.getByText('Keep an extension, like .tsx or .md.')).toBeInTheDocument();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(input, '.jsx{Enter}', { skipClick: true });
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(canvas.getByText('App.jsx')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

EditButton.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Rename Public API' }));
  const input = await canvas.findByRole('textbox', { name: 'New name for Public API' });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.clear(input);
  await userEvent.type(input, 'Public REST API{Enter}', { skipClick: true });
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(canvas.getByText('Public REST API')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

CustomLabelInput.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await rename(canvasElement, 'Paris office', 'Office name', 'Paris headquarters');
  await expect(canvas.getByText('Paris headquarters')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

ApiUpdateItemLabel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Close sprint 41' }));
  await expect(await canvas.findByText('Sprint 41 (done)')).toBeInTheDocument();
  await expect(canvas.getByText('Sprint 42 (in progress)')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};

ApiSetEditedItem.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Rename selected album' }));
  const input = await canvas.findByRole('textbox', { name: 'New name for Porto weekend' });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.clear(input);
  await userEvent.type(input, 'Porto, May 2024{Enter}', { skipClick: true });
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(canvas.getByText('Porto, May 2024')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};
