import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import MultilineEditingDemo from './MultilineEditing.tsx';
import multilineEditingSource from './MultilineEditing.tsx?demo';
import AutocompleteEditingDemo from './AutocompleteEditing.tsx';
import autocompleteEditingSource from './AutocompleteEditing.tsx?demo';
import SingleClickEditingDemo from './SingleClickEditing.tsx';
import singleClickEditingSource from './SingleClickEditing.tsx?demo';
import EnterMovesRightDemo from './EnterMovesRight.tsx';
import enterMovesRightSource from './EnterMovesRight.tsx?demo';
import ConditionalValidationDemo from './ConditionalValidation.tsx';
import conditionalValidationSource from './ConditionalValidation.tsx?demo';
import LinkedFieldsDemo from './LinkedFields.tsx';
import linkedFieldsSource from './LinkedFields.tsx?demo';
import BulkEditingDemo from './BulkEditing.tsx';
import bulkEditingSource from './BulkEditing.tsx?demo';
import EditAllRowsDemo from './EditAllRows.tsx';
import editAllRowsSource from './EditAllRows.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const MultilineEditing: Story = demoStory(MultilineEditingDemo, multilineEditingSource);
export const AutocompleteEditing: Story = demoStory(AutocompleteEditingDemo, autocompleteEditingSource);
export const SingleClickEditing: Story = demoStory(SingleClickEditingDemo, singleClickEditingSource);
export const EnterMovesRight: Story = demoStory(EnterMovesRightDemo, enterMovesRightSource);
export const ConditionalValidation: Story = demoStory(ConditionalValidationDemo, conditionalValidationSource);
export const LinkedFields: Story = demoStory(LinkedFieldsDemo, linkedFieldsSource);
export const BulkEditing: Story = demoStory(BulkEditingDemo, bulkEditingSource);
export const EditAllRows: Story = demoStory(EditAllRowsDemo, editAllRowsSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

function gridCell(canvasElement: HTMLElement, rowId: number | string, field: string) {
  const cell = canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${rowId}"] [data-field="${field}"]`);
  if (!cell) throw new Error(`No cell for row ${rowId}, field "${field}"`);
  return cell;
}

MultilineEditing.play = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.dblClick(gridCell(canvasElement, 3, 'bio'));
  const textbox = await body.findByRole('textbox', { name: 'Bio of Mei Lin' });
  await waitFor(() => expect(textbox).toHaveFocus());
  // A plain Enter adds a line; Ctrl+Enter saves.
  await userEvent.keyboard('{Enter}Speaks Mandarin and English.');
  await expect(body.getByRole('textbox', { name: 'Bio of Mei Lin' })).toBeInTheDocument();
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(body.queryByRole('textbox', { name: 'Bio of Mei Lin' })).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 3, 'bio')).toHaveTextContent(/Speaks Mandarin and English\.$/);
  blurFocused(canvasElement);
};

AutocompleteEditing.play = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.dblClick(gridCell(canvasElement, 'SH-7703', 'destination'));
  const input = await within(gridCell(canvasElement, 'SH-7703', 'destination')).findByRole('combobox', {
    name: 'Destination port',
  });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.clear(input);
  await userEvent.type(input, 'Port');
  await userEvent.click(await body.findByRole('option', { name: 'Port Klang' }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-cell--editing')).toBeNull());
  await expect(gridCell(canvasElement, 'SH-7703', 'destination')).toHaveTextContent('Port Klang');
  blurFocused(canvasElement);
};

SingleClickEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // One click is enough to start editing.
  await userEvent.click(canvas.getByText('Packing tape'));
  const input = await within(gridCell(canvasElement, 'A-101', 'item')).findByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, 'Packing tape, 48 mm{Enter}');
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 'A-101', 'item')).toHaveTextContent('Packing tape, 48 mm');
  blurFocused(canvasElement);
};

EnterMovesRight.play = async ({ canvasElement }) => {
  await userEvent.dblClick(gridCell(canvasElement, 4, 'mon'));
  const input = await within(gridCell(canvasElement, 4, 'mon')).findByRole('spinbutton');
  await userEvent.clear(input);
  await userEvent.type(input, '6{Enter}');
  await waitFor(() => expect(gridCell(canvasElement, 4, 'mon')).toHaveTextContent('6'));
  // The focus went to Tuesday of the same row.
  await waitFor(() => expect(gridCell(canvasElement, 4, 'tue')).toHaveFocus());
  blurFocused(canvasElement);
};

ConditionalValidation.play = async ({ canvasElement }) => {
  await userEvent.dblClick(gridCell(canvasElement, 'SO-2202', 'customer'));
  const paid = await within(gridCell(canvasElement, 'SO-2202', 'isPaid')).findByRole('checkbox');
  await userEvent.click(paid);
  // Paid without a payment method: the method is flagged and Enter does not save the row.
  await waitFor(() =>
    expect(gridCell(canvasElement, 'SO-2202', 'paymentMethod').querySelector('.Mui-error')).not.toBeNull(),
  );
  await userEvent.keyboard('{Enter}');
  await expect(canvasElement.querySelector('.MuiDataGrid-row[data-id="SO-2202"]')).toHaveClass('MuiDataGrid-row--editing');
  // Escape gives up the changes.
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-row--editing')).toBeNull());
  blurFocused(canvasElement);
};

LinkedFields.play = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.dblClick(gridCell(canvasElement, 4, 'description'));
  // An income transaction only offers income accounts.
  await userEvent.click(await within(gridCell(canvasElement, 4, 'account')).findByRole('combobox'));
  const listbox = within(await body.findByRole('listbox'));
  await expect(listbox.getByRole('option', { name: 'Consulting' })).toBeInTheDocument();
  await expect(listbox.queryByRole('option', { name: 'Rent' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-row--editing')).toBeNull());
  blurFocused(canvasElement);
};

BulkEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.dblClick(gridCell(canvasElement, 'TEA-02', 'price'));
  const input = await within(gridCell(canvasElement, 'TEA-02', 'price')).findByRole('spinbutton');
  await userEvent.clear(input);
  await userEvent.type(input, '16.5{Enter}');
  await expect(await canvas.findByText('1 row(s) with unsaved changes')).toBeInTheDocument();
  await expect(gridCell(canvasElement, 'TEA-02', 'price')).toHaveTextContent('16.5');
  // Discard brings back the saved price.
  await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
  await expect(await canvas.findByText('No unsaved changes')).toBeInTheDocument();
  await waitFor(() => expect(gridCell(canvasElement, 'TEA-02', 'price')).toHaveTextContent('15'));
  blurFocused(canvasElement);
};

EditAllRows.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit all' }));
  await waitFor(() => expect(canvasElement.querySelectorAll('.MuiDataGrid-row--editing')).toHaveLength(4));
  const input = within(gridCell(canvasElement, 2, 'city')).getByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, 'Marseille');
  await userEvent.click(canvas.getByRole('button', { name: 'Save all' }));
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-row--editing')).toBeNull());
  await expect(gridCell(canvasElement, 2, 'city')).toHaveTextContent('Marseille');
  blurFocused(canvasElement);
};
