import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import InitialStateGridDemo from './InitialStateGrid.tsx';
import initialStateGridSource from './InitialStateGrid.tsx?demo';
import ControlledModelsDemo from './ControlledModels.tsx';
import controlledModelsSource from './ControlledModels.tsx?demo';
import ReadStateInHandlerDemo from './ReadStateInHandler.tsx';
import readStateInHandlerSource from './ReadStateInHandler.tsx?demo';
import SaveRestoreLayoutDemo from './SaveRestoreLayout.tsx';
import saveRestoreLayoutSource from './SaveRestoreLayout.tsx?demo';
import PersistLocalStorageDemo from './PersistLocalStorage.tsx';
import persistLocalStorageSource from './PersistLocalStorage.tsx?demo';
import RestorePartialStateDemo from './RestorePartialState.tsx';
import restorePartialStateSource from './RestorePartialState.tsx?demo';
import SelectedTotalDemo from './SelectedTotal.tsx';
import selectedTotalSource from './SelectedTotal.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const InitialStateGrid: Story = demoStory(InitialStateGridDemo, initialStateGridSource);
export const ControlledModels: Story = demoStory(ControlledModelsDemo, controlledModelsSource);
export const ReadStateInHandler: Story = demoStory(ReadStateInHandlerDemo, readStateInHandlerSource);
export const SaveRestoreLayout: Story = demoStory(SaveRestoreLayoutDemo, saveRestoreLayoutSource);
export const PersistLocalStorage: Story = demoStory(PersistLocalStorageDemo, persistLocalStorageSource);
export const RestorePartialState: Story = demoStory(RestorePartialStateDemo, restorePartialStateSource);
export const SelectedTotal: Story = demoStory(SelectedTotalDemo, selectedTotalSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** The text of a cell of the first data row. */
function firstCell(canvasElement: HTMLElement, field: string) {
  return canvasElement.querySelector(`[data-rowindex="0"] [data-field="${field}"]`)?.textContent ?? '';
}

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.MuiDataGrid-row').length;

InitialStateGrid.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Sorted by amount, cancelled orders filtered out, region hidden.
  await waitFor(() => expect(firstCell(canvasElement, 'id')).toBe('SO-3103'));
  await expect(canvas.queryByRole('columnheader', { name: 'Region' })).toBeNull();
  await expect(canvas.queryByText('Atlas Print Co.')).toBeNull();
};

ControlledModels.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(/sortModel:/)).toHaveTextContent('sortModel: [{"field":"placed","sort":"desc"}]');
  await userEvent.click(canvas.getByRole('columnheader', { name: 'Customer' }));
  await waitFor(() => expect(canvas.getByText(/sortModel:/)).toHaveTextContent('[{"field":"customer","sort":"asc"}]'));
  await expect(firstCell(canvasElement, 'customer')).toBe('Atlas Print Co.');
  await userEvent.click(canvas.getByRole('button', { name: 'Europe only' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(8));
  await expect(firstCell(canvasElement, 'id')).toBe('SO-3108');
  blurFocused(canvasElement);
};

ReadStateInHandler.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('columnheader', { name: 'Amount' }));
  await waitFor(() => expect(firstCell(canvasElement, 'id')).toBe('SO-3104'));
  await userEvent.click(canvas.getByRole('button', { name: 'Read visible orders' }));
  await expect(canvas.getByRole('status')).toHaveTextContent('8 orders sorted by amount asc: SO-3104, SO-3108');
  blurFocused(canvasElement);
};

SaveRestoreLayout.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('columnheader', { name: 'Customer' }));
  await waitFor(() => expect(firstCell(canvasElement, 'customer')).toBe('Atlas Print Co.'));
  await userEvent.click(canvas.getByRole('button', { name: 'Save layout' }));
  await expect(canvas.getByText(/saved sorting:/)).toHaveTextContent('[{"field":"customer","sort":"asc"}]');
  // Two more clicks on the header: descending, then unsorted.
  await userEvent.click(canvas.getByRole('columnheader', { name: 'Customer' }));
  await userEvent.click(canvas.getByRole('columnheader', { name: 'Customer' }));
  await waitFor(() => expect(firstCell(canvasElement, 'id')).toBe('SO-3101'));
  await userEvent.click(canvas.getByRole('button', { name: 'Restore layout' }));
  await waitFor(() => expect(firstCell(canvasElement, 'customer')).toBe('Atlas Print Co.'));
  blurFocused(canvasElement);
};

PersistLocalStorage.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const status = canvas.getByRole('status');
  await userEvent.click(canvas.getByRole('columnheader', { name: 'Amount' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Save layout' }));
  await expect(status).toHaveTextContent('Layout saved');
  // A storage that throws: the demo reports it instead of crashing.
  await userEvent.click(canvas.getByRole('switch', { name: 'Simulate blocked storage' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Save layout' }));
  await expect(status).toHaveTextContent('Storage unavailable');
  await expect(firstCell(canvasElement, 'id')).toBe('SO-3104');
  // Back to real storage, and leave nothing saved for the next visit.
  await userEvent.click(canvas.getByRole('switch', { name: 'Simulate blocked storage' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Forget layout' }));
  await expect(status).toHaveTextContent('Saved layout removed.');
  await waitFor(() => expect(firstCell(canvasElement, 'id')).toBe('SO-3101'));
  blurFocused(canvasElement);
};

RestorePartialState.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Largest orders' }));
  await waitFor(() => expect(firstCell(canvasElement, 'id')).toBe('SO-3103'));
  // Restoring the filter keeps the sorting: the view only holds a filter.
  await userEvent.click(canvas.getByRole('button', { name: 'Open orders' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await expect(firstCell(canvasElement, 'id')).toBe('SO-3105');
  await userEvent.click(canvas.getByRole('button', { name: 'Hide region' }));
  await waitFor(() => expect(canvas.queryByRole('columnheader', { name: 'Region' })).toBeNull());
  await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(8));
  await expect(canvas.getByRole('columnheader', { name: 'Region' })).toBeInTheDocument();
  blurFocused(canvasElement);
};

const rowCheckbox = (canvasElement: HTMLElement, rowText: string) =>
  within(within(canvasElement).getByText(rowText).closest('[role="row"]') as HTMLElement).getByRole('checkbox');

SelectedTotal.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const status = await canvas.findByRole('status');
  await expect(status).toHaveTextContent('0 orders selected, $0.00 in total.');
  await userEvent.click(rowCheckbox(canvasElement, 'SO-3101'));
  await userEvent.click(rowCheckbox(canvasElement, 'SO-3103'));
  await waitFor(() => expect(status).toHaveTextContent('2 orders selected, $4,130.50 in total.'));
  blurFocused(canvasElement);
};
