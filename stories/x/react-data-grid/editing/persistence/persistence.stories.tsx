import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import ServerSidePersistenceDemo from './ServerSidePersistence.tsx';
import serverSidePersistenceSource from './ServerSidePersistence.tsx?demo';
import ConfirmBeforeSavingDemo from './ConfirmBeforeSaving.tsx';
import confirmBeforeSavingSource from './ConfirmBeforeSaving.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ServerSidePersistence: Story = demoStory(ServerSidePersistenceDemo, serverSidePersistenceSource);
export const ConfirmBeforeSaving: Story = demoStory(ConfirmBeforeSavingDemo, confirmBeforeSavingSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

function gridCell(canvasElement: HTMLElement, rowId: number, field: string) {
  const cell = canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${rowId}"] [data-field="${field}"]`);
  if (!cell) throw new Error(`No cell for row ${rowId}, field "${field}"`);
  return cell;
}

ServerSidePersistence.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);

  // Accepted: the fake server answers after 400 ms and the grid shows the row it returned.
  await userEvent.dblClick(canvas.getByText('Kofi Boateng'));
  let input = await within(gridCell(canvasElement, 2, 'name')).findByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, 'Kofi Asante{Enter}');
  await expect(await canvas.findByText('Saved Kofi Asante.', {}, { timeout: 3000 })).toBeInTheDocument();
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 2, 'name')).toHaveTextContent('Kofi Asante');

  // Refused: the error reaches onProcessRowUpdateError and the cell stays in edit mode.
  await userEvent.dblClick(canvas.getByText('Arjun Mehta'));
  input = await within(gridCell(canvasElement, 4, 'name')).findByRole('textbox');
  await userEvent.clear(input);
  await userEvent.keyboard('{Enter}');
  await expect(
    await canvas.findByText('The server refused the change: an employee needs a name.', {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  await expect(within(gridCell(canvasElement, 4, 'name')).getByRole('textbox')).toBeInTheDocument();
  // Escape, from the editor, gives up the change.
  await userEvent.click(within(gridCell(canvasElement, 4, 'name')).getByRole('textbox'));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 4, 'name')).toHaveTextContent('Arjun Mehta');
  blurFocused(canvasElement);
};

ConfirmBeforeSaving.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);

  await userEvent.dblClick(gridCell(canvasElement, 3, 'creditLimit'));
  const input = await within(gridCell(canvasElement, 3, 'creditLimit')).findByRole('spinbutton');
  await userEvent.clear(input);
  await userEvent.type(input, '15000{Enter}');
  const dialog = within(await body.findByRole('dialog', { name: 'Save this change?' }));
  await expect(
    dialog.getByText('Change the credit limit of Blue Fern Dental from $12,000 to $15,000?'),
  ).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Yes, save' }));
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 3, 'creditLimit')).toHaveTextContent('15,000');
  blurFocused(canvasElement);
};
