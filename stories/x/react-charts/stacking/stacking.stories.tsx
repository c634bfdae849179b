import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, pageOf } from '../../../../src/demo/play';
import StackOrderBarsDemo from './StackOrderBars.tsx';
import stackOrderBarsSource from './StackOrderBars.tsx?demo';
import DivergingStackBarsDemo from './DivergingStackBars.tsx';
import divergingStackBarsSource from './DivergingStackBars.tsx?demo';
import PercentStackedAreasDemo from './PercentStackedAreas.tsx';
import percentStackedAreasSource from './PercentStackedAreas.tsx?demo';
import StreamgraphAreasDemo from './StreamgraphAreas.tsx';
import streamgraphAreasSource from './StreamgraphAreas.tsx?demo';
import StackGroupsBarsDemo from './StackGroupsBars.tsx';
import stackGroupsBarsSource from './StackGroupsBars.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const StackOrderBars: Story = demoStory(StackOrderBarsDemo, stackOrderBarsSource);
export const DivergingStackBars: Story = demoStory(DivergingStackBarsDemo, divergingStackBarsSource);
export const PercentStackedAreas: Story = demoStory(PercentStackedAreasDemo, percentStackedAreasSource);
export const StreamgraphAreas: Story = demoStory(StreamgraphAreasDemo, streamgraphAreasSource);
export const StackGroupsBars: Story = demoStory(StackGroupsBarsDemo, stackGroupsBarsSource);

// Each play function ends where the demo started (same options, nothing focused), so the capture
// taken after it matches a fresh render.
const barsOf = (canvasElement: HTMLElement, seriesId: string) =>
  canvasElement.querySelectorAll<SVGRectElement>(`[data-series="${seriesId}"] .MuiBarElement-root`);
const topOf = (element: Element | undefined) => element?.getBoundingClientRect().top ?? 0;

StackOrderBars.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  const storage = () => barsOf(canvasElement, 'storage')[0];
  const database = () => barsOf(canvasElement, 'database')[0];
  // In the order of the series, Storage is at the bottom and Databases on top.
  await expect(topOf(storage())).toBeGreaterThan(topOf(database()));
  await userEvent.click(canvas.getByRole('combobox', { name: 'Stack order' }));
  await userEvent.click(await page.findByRole('option', { name: 'reverse' }));
  await waitFor(() => expect(topOf(storage())).toBeLessThan(topOf(database())));
  await userEvent.click(canvas.getByRole('combobox', { name: 'Stack order' }));
  await userEvent.click(await page.findByRole('option', { name: 'none' }));
  await waitFor(() => expect(topOf(storage())).toBeGreaterThan(topOf(database())));
  await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  await leaveFocus(canvasElement);
};

DivergingStackBars.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const wages = () => barsOf(canvasElement, 'wages')[0];
  const shop = () => barsOf(canvasElement, 'shop')[0];
  // Diverging: wages start at zero, where the shop sales end.
  await expect(Math.abs(topOf(wages()) - shop().getBoundingClientRect().bottom)).toBeLessThan(1);
  await userEvent.click(canvas.getByRole('button', { name: 'none' }));
  // Without an offset, wages are subtracted from the top of the positive stack.
  await waitFor(() => expect(topOf(wages())).toBeLessThan(topOf(shop())));
  await userEvent.click(canvas.getByRole('button', { name: 'diverging' }));
  await waitFor(() => expect(Math.abs(topOf(wages()) - shop().getBoundingClientRect().bottom)).toBeLessThan(1));
  await leaveFocus(canvasElement);
};

StreamgraphAreas.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const outline = () => canvasElement.querySelector('.MuiAreaElement-series-pop')?.getAttribute('d') ?? '';
  const wiggle = outline();
  await expect(wiggle).not.toBe('');
  await userEvent.click(canvas.getByRole('button', { name: 'none' }));
  await waitFor(() => expect(outline()).not.toBe(wiggle));
  await userEvent.click(canvas.getByRole('button', { name: 'wiggle' }));
  await waitFor(() => expect(outline()).toBe(wiggle));
  await leaveFocus(canvasElement);
};
