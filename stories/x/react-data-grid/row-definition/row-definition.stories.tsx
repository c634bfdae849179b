import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import RowsPropDemo from './RowsProp.tsx';
import rowsPropSource from './RowsProp.tsx?demo';
import GetRowIdDemo from './GetRowId.tsx';
import getRowIdSource from './GetRowId.tsx?demo';
import CompositeRowIdDemo from './CompositeRowId.tsx';
import compositeRowIdSource from './CompositeRowId.tsx?demo';
import ServerRowCountDemo from './ServerRowCount.tsx';
import serverRowCountSource from './ServerRowCount.tsx?demo';
import AddingRowsDemo from './AddingRows.tsx';
import addingRowsSource from './AddingRows.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const RowsProp: Story = demoStory(RowsPropDemo, rowsPropSource);
export const GetRowId: Story = demoStory(GetRowIdDemo, getRowIdSource);
export const CompositeRowId: Story = demoStory(CompositeRowIdDemo, compositeRowIdSource);
export const ServerRowCount: Story = demoStory(ServerRowCountDemo, serverRowCountSource);
export const AddingRows: Story = demoStory(AddingRowsDemo, addingRowsSource);

GetRowId.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The SKU is the row id: the grid's row element carries it.
  await expect(canvasElement.querySelector('[data-id="MON-27-4K"]')).toHaveTextContent('27" 4K monitor');
  await userEvent.click(canvas.getAllByRole('checkbox', { name: 'Select row' })[2]);
  await expect(canvasElement.querySelector('[data-id="MON-27-4K"]')).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(canvas.getAllByRole('checkbox', { name: 'Unselect row' })[0]);
  await expect(canvasElement.querySelector('[data-id="MON-27-4K"]')).toHaveAttribute('aria-selected', 'false');
};

ServerRowCount.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // `rowCount` tells the footer how many orders exist, though only five rows were passed.
  await expect(canvas.getByText('1–5 of 47')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(canvasElement.querySelector('[data-id="SO-2006"]')).not.toBeNull(), { timeout: 3000 });
  await expect(canvas.getByText('6–10 of 47')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Go to previous page' }));
  await waitFor(() => expect(canvasElement.querySelector('[data-id="SO-2001"]')).not.toBeNull(), { timeout: 3000 });
};

AddingRows.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in next visitor' }));
  await expect(canvas.getByRole('gridcell', { name: 'Kwame Mensah' })).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in next visitor' }));
  await expect(canvas.getByRole('gridcell', { name: 'Yuki Tanaka' })).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Remove last visitor' }));
  await expect(canvas.queryByRole('gridcell', { name: 'Yuki Tanaka' })).not.toBeInTheDocument();
};
