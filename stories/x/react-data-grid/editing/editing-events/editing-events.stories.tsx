import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import EditingEventsLogDemo from './EditingEventsLog.tsx';
import editingEventsLogSource from './EditingEventsLog.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const EditingEventsLog: Story = demoStory(EditingEventsLogDemo, editingEventsLogSource);

function gridCell(canvasElement: HTMLElement, rowId: string, field: string) {
  const cell = canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${rowId}"] [data-field="${field}"]`);
  if (!cell) throw new Error(`No cell for row ${rowId}, field "${field}"`);
  return cell;
}

EditingEventsLog.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.dblClick(canvas.getByText('C4'));
  const input = await within(gridCell(canvasElement, 'LH 456', 'gate')).findByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, 'C9{Enter}');
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 'LH 456', 'gate')).toHaveTextContent('C9');

  const log = within(canvas.getByRole('list', { name: 'Editing events' }));
  await expect(log.getByText('cellEditStart: LH 456 / gate, reason cellDoubleClick')).toBeInTheDocument();
  await expect(log.getByText('cellEditStop: LH 456 / gate, reason enterKeyDown')).toBeInTheDocument();
  // Leaving edit mode updates the cell modes model (it can be reported more than once): the newest entry
  // says that no cell is in edit mode any more.
  await waitFor(() =>
    expect(log.getAllByRole('listitem')[0]).toHaveTextContent('cellModesModelChange: 0 cell(s) in edit mode'),
  );
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
