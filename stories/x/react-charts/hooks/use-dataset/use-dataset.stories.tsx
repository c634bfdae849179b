import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pointAt } from '../../../../../src/demo/play';
import { demoStory } from '../../../../../src/demo/story';
import DatasetStatCardsDemo from './DatasetStatCards.tsx';
import datasetStatCardsSource from './DatasetStatCards.tsx?demo';
import DatasetNotesTableDemo from './DatasetNotesTable.tsx';
import datasetNotesTableSource from './DatasetNotesTable.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const DatasetStatCards: Story = demoStory(DatasetStatCardsDemo, datasetStatCardsSource);
export const DatasetNotesTable: Story = demoStory(DatasetNotesTableDemo, datasetNotesTableSource);

// Pointing at the middle of the chart selects the third release (v2.2) in the table.
DatasetNotesTable.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const surface = canvasElement.querySelector('svg');
  if (!surface) throw new Error('The chart has not rendered');
  const row = canvas.getByRole('row', { name: /Bug fixes only/ });
  await expect(row).not.toHaveClass('Mui-selected');
  await pointAt(surface, 0.5, 0.5);
  await waitFor(() => expect(row).toHaveClass('Mui-selected'));
  // Move the pointer off the chart, onto the table, so the chart clears its pointer state.
  await pointAt(row);
  await userEvent.unhover(surface);
  await waitFor(() => expect(row).not.toHaveClass('Mui-selected'));
  await waitFor(() => expect(canvasElement.querySelector('.MuiChartsAxisHighlight-root')).toBeNull());
};
