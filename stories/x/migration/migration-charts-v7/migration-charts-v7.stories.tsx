import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import AxisAndLegendConfigDemo from './AxisAndLegendConfig.tsx';
import axisAndLegendConfigSource from './AxisAndLegendConfig.tsx?demo';
import PreviousPaletteDemo from './PreviousPalette.tsx';
import previousPaletteSource from './PreviousPalette.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const AxisAndLegendConfig: Story = demoStory(AxisAndLegendConfigDemo, axisAndLegendConfigSource);
export const PreviousPalette: Story = demoStory(PreviousPaletteDemo, previousPaletteSource);

const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

AxisAndLegendConfig.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const legend = () => canvasElement.querySelector('.MuiChartsLegend-root');
  // The v8 legend is HTML, outside the <svg>.
  await waitFor(() => expect(legend()).not.toBeNull());
  await expect(legend()?.closest('svg')).toBeNull();
  await expect(legend()).toHaveTextContent('Online');

  await userEvent.click(canvas.getByRole('switch', { name: 'Show legend' }));
  await waitFor(() => expect(legend()).toBeNull());
  await userEvent.click(canvas.getByRole('switch', { name: 'Show legend' }));
  await waitFor(() => expect(legend()).not.toBeNull());
  blurActiveElement(canvasElement);
};

PreviousPalette.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const firstArcFill = () => canvasElement.querySelector('.MuiPieArc-root')?.getAttribute('fill');
  await waitFor(() => expect(firstArcFill()).toBeTruthy());
  const v8Fill = firstArcFill();

  await userEvent.click(canvas.getByRole('button', { name: 'v7 palette' }));
  await waitFor(() => expect(firstArcFill()).not.toBe(v8Fill));
  await userEvent.click(canvas.getByRole('button', { name: 'v8 default' }));
  await waitFor(() => expect(firstArcFill()).toBe(v8Fill));
  blurActiveElement(canvasElement);
};
