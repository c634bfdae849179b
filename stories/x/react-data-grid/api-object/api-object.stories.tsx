import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ApiRefOutsideDemo from './ApiRefOutside.tsx';
import apiRefOutsideSource from './ApiRefOutside.tsx?demo';
import ApiContextToolbarDemo from './ApiContextToolbar.tsx';
import apiContextToolbarSource from './ApiContextToolbar.tsx?demo';
import SelectorsOutsideDemo from './SelectorsOutside.tsx';
import selectorsOutsideSource from './SelectorsOutside.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ApiRefOutside: Story = demoStory(ApiRefOutsideDemo, apiRefOutsideSource);
export const ApiContextToolbar: Story = demoStory(ApiContextToolbarDemo, apiContextToolbarSource);
export const SelectorsOutside: Story = demoStory(SelectorsOutsideDemo, selectorsOutsideSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** The text of the first data row's cell in a column. */
function firstCell(canvasElement: HTMLElement, field: string) {
  return canvasElement.querySelector(`[data-rowindex="0"] [data-field="${field}"]`)?.textContent ?? '';
}

ApiRefOutside.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Sort by salary' }));
  await waitFor(() => expect(firstCell(canvasElement, 'name')).toBe('Amara Okafor'));
  await userEvent.click(canvas.getByRole('button', { name: 'Select engineers' }));
  await waitFor(() => expect(canvasElement.querySelectorAll('.MuiDataGrid-row.Mui-selected')).toHaveLength(4));
  await userEvent.click(canvas.getByRole('button', { name: 'Export sorting' }));
  await expect(canvas.getByRole('status')).toHaveTextContent('sorting: [{"field":"salary","sort":"desc"}]');
  blurFocused(canvasElement);
};

ApiContextToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const newest = canvas.getByRole('button', { name: 'Newest first' });
  await userEvent.click(newest);
  await waitFor(() => expect(firstCell(canvasElement, 'id')).toBe('SO-1043'));
  await expect(newest).toBeDisabled();
  await userEvent.click(canvas.getByRole('button', { name: 'Clear sorting' }));
  await waitFor(() => expect(firstCell(canvasElement, 'id')).toBe('SO-1041'));
  blurFocused(canvasElement);
};

SelectorsOutside.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const status = await canvas.findByRole('status');
  await expect(status).toHaveTextContent('Page 1 of 5, 5 rows per page.');
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(status).toHaveTextContent('Page 2 of 5'));
  await userEvent.click(canvas.getByRole('columnheader', { name: 'Stock' }));
  await waitFor(() => expect(status).toHaveTextContent('the first is SKU-2001'));
  blurFocused(canvasElement);
};
