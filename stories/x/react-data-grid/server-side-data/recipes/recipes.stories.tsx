import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { leaveFocus } from '../../../../../src/demo/play';
import ExternalFiltersDemo from './ExternalFilters.tsx';
import externalFiltersSource from './ExternalFilters.tsx?demo';
import PrefetchNextPageDemo from './PrefetchNextPage.tsx';
import prefetchNextPageSource from './PrefetchNextPage.tsx?demo';
import RetryRequestsDemo from './RetryRequests.tsx';
import retryRequestsSource from './RetryRequests.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ExternalFilters: Story = demoStory(ExternalFiltersDemo, externalFiltersSource);
export const PrefetchNextPage: Story = demoStory(PrefetchNextPageDemo, prefetchNextPageSource);
export const RetryRequests: Story = demoStory(RetryRequestsDemo, retryRequestsSource);

/** The fake server answers after 300 ms per request. */
const LOAD = { timeout: 6000 };

/** A cell of the grid, by its exact text. */
const cell = (text: string) => ['gridcell', { name: text }] as const;

/** Ends at rest: no loading overlay, nothing focused. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-overlay, [role="progressbar"]')).toBeNull(), LOAD);
  await leaveFocus(canvasElement);
}

ExternalFilters.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole(...cell('SO-10001'), LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Cancelled' }));
  await canvas.findByText('1–10 of 171', {}, LOAD);
  await canvas.findByRole(...cell('SO-10003'), LOAD);
  await expect(canvas.getByRole('button', { name: 'Cancelled' })).toHaveAttribute('aria-pressed', 'true');
  await settled(canvasElement);
};

PrefetchNextPage.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText('Requested rows: 1–10, 11–20', {}, LOAD);
  await canvas.findByRole(...cell('SO-10001'), LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await canvas.findByRole(...cell('SO-10011'), LOAD);
  await canvas.findByText('Requested rows: 1–10, 11–20, 21–30', {}, LOAD);
  await settled(canvasElement);
};

RetryRequests.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole(...cell('SO-10001'), LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Reload on a flaky network' }));
  await canvas.findByText('Log: try 1 failed, try 2 failed, loaded', {}, LOAD);
  await canvas.findByRole(...cell('SO-10001'), LOAD);
  await settled(canvasElement);
};
