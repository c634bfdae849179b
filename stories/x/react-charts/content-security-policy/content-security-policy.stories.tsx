import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import NonceCacheChartDemo from './NonceCacheChart.tsx';
import nonceCacheChartSource from './NonceCacheChart.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const NonceCacheChart: Story = demoStory(NonceCacheChartDemo, nonceCacheChartSource);

NonceCacheChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The chart's styles went through the cache: its <style> elements exist and carry the nonce.
  await waitFor(() =>
    expect(canvas.getByTestId('nonce-report')).toHaveTextContent('Every style element of the chart carries the nonce.'),
  );
  const styles = Array.from(
    canvasElement.ownerDocument.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="csp-chart"]'),
  );
  await expect(styles.length).toBeGreaterThan(0);
  await expect(styles.every((style) => style.nonce === 'cHJpbnQtZGVtby1ub25jZQ')).toBe(true);
};
