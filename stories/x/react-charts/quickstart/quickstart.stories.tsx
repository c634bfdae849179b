import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import { demoStory } from '../../../../src/demo/story';
import FirstChartDemo from './FirstChart.tsx';
import firstChartSource from './FirstChart.tsx?demo';
import CombiningChartDemo from './CombiningChart.tsx';
import combiningChartSource from './CombiningChart.tsx?demo';
import ChartLayoutDemo from './ChartLayout.tsx';
import chartLayoutSource from './ChartLayout.tsx?demo';
import FirstProChartDemo from './FirstProChart.tsx';
import firstProChartSource from './FirstProChart.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const FirstChart: Story = demoStory(FirstChartDemo, firstChartSource);
export const CombiningChart: Story = demoStory(CombiningChartDemo, combiningChartSource);
export const ChartLayout: Story = demoStory(ChartLayoutDemo, chartLayoutSource);
export const FirstProChart: Story = demoStory(FirstProChartDemo, firstProChartSource);

const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

ChartLayout.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const outline = () => canvas.getByTestId('drawing-area');
  const left = () => Number(outline().getAttribute('x'));
  const initialLeft = left();
  const slider = canvas.getByRole('slider');
  slider.focus();
  // A larger margin moves the drawing area away from the edges of the SVG.
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await expect(canvas.getByText('Margin: 24 px')).toBeInTheDocument();
  await waitFor(() => expect(left()).toBe(initialLeft + 8));
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  await waitFor(() => expect(left()).toBe(initialLeft));
  await expect(canvas.getByText('Margin: 16 px')).toBeInTheDocument();
  blurActiveElement(canvasElement);
  await repaintWholeStory(canvasElement);
};

FirstProChart.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const line = () => canvasElement.querySelector('.MuiLineElement-root')?.getAttribute('d') ?? '';
  const initialLine = line();
  await expect(initialLine).not.toBe('');
  // The toolbar's zoom buttons change the visible range of the x-axis, which has `zoom: true`.
  await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
  await waitFor(() => expect(line()).not.toBe(initialLine));
  // Zoom out until the whole axis is visible again: the button is then disabled.
  const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
  for (let step = 0; step < 5 && !(zoomOut as HTMLButtonElement).disabled; step += 1) {
    await userEvent.click(zoomOut);
  }
  await expect(zoomOut).toBeDisabled();
  await waitFor(() => expect(line()).toBe(initialLine));
  blurActiveElement(canvasElement);
  await repaintWholeStory(canvasElement);
};
