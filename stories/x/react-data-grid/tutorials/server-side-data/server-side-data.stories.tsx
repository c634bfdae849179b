import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { enterSearch, leaveFocus } from '../../../../../src/demo/play';
import TutorialStep1RowsDemo from './TutorialStep1Rows.tsx';
import tutorialStep1RowsSource from './TutorialStep1Rows.tsx?demo';
import TutorialStep2ModelsDemo from './TutorialStep2Models.tsx';
import tutorialStep2ModelsSource from './TutorialStep2Models.tsx?demo';
import TutorialStep3CacheDemo from './TutorialStep3Cache.tsx';
import tutorialStep3CacheSource from './TutorialStep3Cache.tsx?demo';
import TutorialStep4CompleteDemo from './TutorialStep4Complete.tsx';
import tutorialStep4CompleteSource from './TutorialStep4Complete.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const TutorialStep1Rows: Story = demoStory(TutorialStep1RowsDemo, tutorialStep1RowsSource);
export const TutorialStep2Models: Story = demoStory(TutorialStep2ModelsDemo, tutorialStep2ModelsSource);
export const TutorialStep3Cache: Story = demoStory(TutorialStep3CacheDemo, tutorialStep3CacheSource);
export const TutorialStep4Complete: Story = demoStory(TutorialStep4CompleteDemo, tutorialStep4CompleteSource);

/** The fake server answers after 300 ms per request. */
const LOAD = { timeout: 6000 };

/** Ends at rest: no loading overlay, nothing focused. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-overlay, [role="progressbar"]')).toBeNull(), LOAD);
  await leaveFocus(canvasElement);
}

TutorialStep1Rows.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('gridcell', { name: 'SO-10001' }, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await canvas.findByRole('gridcell', { name: 'SO-10011' }, LOAD);
  await expect(canvas.getByText('11–20 of 1000')).toBeInTheDocument();
  await settled(canvasElement);
};

TutorialStep2Models.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('gridcell', { name: 'SO-10001' }, LOAD);
  await enterSearch(canvas.getByRole('searchbox'), 'Cancelled');
  await canvas.findByText('1–10 of 171', {}, LOAD);
  await settled(canvasElement);
};

TutorialStep3Cache.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('gridcell', { name: 'SO-10001' }, LOAD);
  await canvas.findByText('Requests sent: 1');
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await canvas.findByRole('gridcell', { name: 'SO-10011' }, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Go to previous page' }));
  await canvas.findByRole('gridcell', { name: 'SO-10001' }, LOAD);
  // Page 1 came from the cache: still two requests.
  await expect(canvas.getByText('Requests sent: 2')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
  await canvas.findByText('Requests sent: 3', {}, LOAD);
  await settled(canvasElement);
};

TutorialStep4Complete.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('gridcell', { name: 'SO-10001' }, LOAD);
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  const alert = await canvas.findByRole('alert', {}, LOAD);
  await expect(alert).toHaveTextContent('503 Service Unavailable');
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await canvas.findByRole('gridcell', { name: 'SO-10011' }, LOAD);
  await expect(canvas.queryByRole('alert')).toBeNull();
  await settled(canvasElement);
};
