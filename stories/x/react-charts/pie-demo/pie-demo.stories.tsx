import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import PieCenterLabelDemo from './PieCenterLabel.tsx';
import pieCenterLabelSource from './PieCenterLabel.tsx?demo';
import PieOutsideLabelsDemo from './PieOutsideLabels.tsx';
import pieOutsideLabelsSource from './PieOutsideLabels.tsx?demo';
import PieDrillDownDemo from './PieDrillDown.tsx';
import pieDrillDownSource from './PieDrillDown.tsx?demo';
import SideBySidePiesDemo from './SideBySidePies.tsx';
import sideBySidePiesSource from './SideBySidePies.tsx?demo';
import PieWithDataTableDemo from './PieWithDataTable.tsx';
import pieWithDataTableSource from './PieWithDataTable.tsx?demo';
import PieCustomMarksDemo from './PieCustomMarks.tsx';
import pieCustomMarksSource from './PieCustomMarks.tsx?demo';
import PieOtherSliceDemo from './PieOtherSlice.tsx';
import pieOtherSliceSource from './PieOtherSlice.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PieCenterLabel: Story = demoStory(PieCenterLabelDemo, pieCenterLabelSource);
export const PieOutsideLabels: Story = demoStory(PieOutsideLabelsDemo, pieOutsideLabelsSource);
export const PieDrillDown: Story = demoStory(PieDrillDownDemo, pieDrillDownSource);
export const SideBySidePies: Story = demoStory(SideBySidePiesDemo, sideBySidePiesSource);
export const PieWithDataTable: Story = demoStory(PieWithDataTableDemo, pieWithDataTableSource);
export const PieCustomMarks: Story = demoStory(PieCustomMarksDemo, pieCustomMarksSource);
export const PieOtherSlice: Story = demoStory(PieOtherSliceDemo, pieOtherSliceSource);

// Each play function ends where the demo started (nothing hovered, selected or focused), so the
// capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const slicesOf = (canvasElement: HTMLElement, seriesId: string) =>
  canvasElement.querySelectorAll(`[data-series="${seriesId}"] .MuiPieArc-root`);

PieDrillDown.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(slicesOf(canvasElement, 'details')).toHaveLength(0);
  // Click the second slice of the inner pie, Food.
  const food = slicesOf(canvasElement, 'categories')[1];
  await userEvent.click(food);
  await waitFor(() => expect(slicesOf(canvasElement, 'details')).toHaveLength(3));
  await expect(canvas.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas.getByText('Food: Groceries €480, Restaurants €170, Coffee €35')).toBeInTheDocument();
  await userEvent.unhover(food);
  // The buttons do the same from the keyboard: pressing the selected one again closes the details.
  await userEvent.click(canvas.getByRole('button', { name: 'Food' }));
  await waitFor(() => expect(slicesOf(canvasElement, 'details')).toHaveLength(0));
  blurActiveElement(canvasElement);
};

PieWithDataTable.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const slices = slicesOf(canvasElement, 'traffic');
  const row = canvas.getByRole('row', { name: /Social media/ });
  // Hovering a row highlights its slice and fades the others.
  await userEvent.hover(row);
  await waitFor(() => expect(slices[2]).toHaveAttribute('data-highlighted', 'true'));
  await expect(canvasElement.querySelectorAll('.MuiPieArc-root[data-faded]')).toHaveLength(5);
  await userEvent.unhover(row);
  await waitFor(() => expect(canvasElement.querySelectorAll('.MuiPieArc-root[data-faded]')).toHaveLength(0));
  // Hovering a slice selects its row.
  await userEvent.hover(slices[0]);
  await waitFor(() => expect(canvas.getByRole('row', { name: /Organic search/ })).toHaveClass('Mui-selected'));
  await userEvent.unhover(slices[0]);
  await waitFor(() => expect(canvas.getByRole('row', { name: /Organic search/ })).not.toHaveClass('Mui-selected'));
};

PieOtherSlice.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const slices = () => canvasElement.querySelectorAll('.MuiPieArc-root');
  await waitFor(() => expect(slices()).toHaveLength(7));
  const group = canvas.getByRole('switch', { name: 'Group languages under 5%' });
  await userEvent.click(group);
  await waitFor(() => expect(slices()).toHaveLength(12));
  await userEvent.click(group);
  await waitFor(() => expect(slices()).toHaveLength(7));
  blurActiveElement(canvasElement);
};
