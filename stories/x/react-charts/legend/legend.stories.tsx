import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { piecewiseColorLegendClasses } from '@mui/x-charts/ChartsLegend';
import { leaveFocus } from '../../../../src/demo/play';
import BasicLegendDemo from './BasicLegend.tsx';
import basicLegendSource from './BasicLegend.tsx?demo';
import LegendPositionDemo from './LegendPosition.tsx';
import legendPositionSource from './LegendPosition.tsx?demo';
import PieLegendPositionDemo from './PieLegendPosition.tsx';
import pieLegendPositionSource from './PieLegendPosition.tsx?demo';
import HideLegendDemo from './HideLegend.tsx';
import hideLegendSource from './HideLegend.tsx?demo';
import LegendLabelsDemo from './LegendLabels.tsx';
import legendLabelsSource from './LegendLabels.tsx?demo';
import PieLegendLabelsDemo from './PieLegendLabels.tsx';
import pieLegendLabelsSource from './PieLegendLabels.tsx?demo';
import LabelMarkTypesDemo from './LabelMarkTypes.tsx';
import labelMarkTypesSource from './LabelMarkTypes.tsx?demo';
import CustomLegendMarkDemo from './CustomLegendMark.tsx';
import customLegendMarkSource from './CustomLegendMark.tsx?demo';
import LegendStylingDemo from './LegendStyling.tsx';
import legendStylingSource from './LegendStyling.tsx?demo';
import ScrollableLegendDemo from './ScrollableLegend.tsx';
import scrollableLegendSource from './ScrollableLegend.tsx?demo';
import ContinuousColorLegendBarsDemo from './ContinuousColorLegendBars.tsx';
import continuousColorLegendBarsSource from './ContinuousColorLegendBars.tsx?demo';
import ContinuousLegendOptionsDemo from './ContinuousLegendOptions.tsx';
import continuousLegendOptionsSource from './ContinuousLegendOptions.tsx?demo';
import PiecewiseColorLegendAqiDemo from './PiecewiseColorLegendAqi.tsx';
import piecewiseColorLegendAqiSource from './PiecewiseColorLegendAqi.tsx?demo';
import PiecewiseLegendOptionsDemo from './PiecewiseLegendOptions.tsx';
import piecewiseLegendOptionsSource from './PiecewiseLegendOptions.tsx?demo';
import PiecewiseLegendDatesDemo from './PiecewiseLegendDates.tsx';
import piecewiseLegendDatesSource from './PiecewiseLegendDates.tsx?demo';
import LegendClickDemo from './LegendClick.tsx';
import legendClickSource from './LegendClick.tsx?demo';
import ToggleSeriesVisibilityDemo from './ToggleSeriesVisibility.tsx';
import toggleSeriesVisibilitySource from './ToggleSeriesVisibility.tsx?demo';
import CustomLegendSlotDemo from './CustomLegendSlot.tsx';
import customLegendSlotSource from './CustomLegendSlot.tsx?demo';
import LegendCompositionDemo from './LegendComposition.tsx';
import legendCompositionSource from './LegendComposition.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicLegend: Story = demoStory(BasicLegendDemo, basicLegendSource);
export const LegendPosition: Story = demoStory(LegendPositionDemo, legendPositionSource);
export const PieLegendPosition: Story = demoStory(PieLegendPositionDemo, pieLegendPositionSource);
export const HideLegend: Story = demoStory(HideLegendDemo, hideLegendSource);
export const LegendLabels: Story = demoStory(LegendLabelsDemo, legendLabelsSource);
export const PieLegendLabels: Story = demoStory(PieLegendLabelsDemo, pieLegendLabelsSource);
export const LabelMarkTypes: Story = demoStory(LabelMarkTypesDemo, labelMarkTypesSource);
export const CustomLegendMark: Story = demoStory(CustomLegendMarkDemo, customLegendMarkSource);
export const LegendStyling: Story = demoStory(LegendStylingDemo, legendStylingSource);
export const ScrollableLegend: Story = demoStory(ScrollableLegendDemo, scrollableLegendSource);
export const ContinuousColorLegendBars: Story = demoStory(ContinuousColorLegendBarsDemo, continuousColorLegendBarsSource);
export const ContinuousLegendOptions: Story = demoStory(ContinuousLegendOptionsDemo, continuousLegendOptionsSource);
export const PiecewiseColorLegendAqi: Story = demoStory(PiecewiseColorLegendAqiDemo, piecewiseColorLegendAqiSource);
export const PiecewiseLegendOptions: Story = demoStory(PiecewiseLegendOptionsDemo, piecewiseLegendOptionsSource);
export const PiecewiseLegendDates: Story = demoStory(PiecewiseLegendDatesDemo, piecewiseLegendDatesSource);
export const LegendClick: Story = demoStory(LegendClickDemo, legendClickSource);
export const ToggleSeriesVisibility: Story = demoStory(ToggleSeriesVisibilityDemo, toggleSeriesVisibilitySource);
export const CustomLegendSlot: Story = demoStory(CustomLegendSlotDemo, customLegendSlotSource);
export const LegendComposition: Story = demoStory(LegendCompositionDemo, legendCompositionSource);

// Each play function ends where the demo started (initial options, nothing focused), so the
// capture taken after it matches a fresh render.

const legendRoot = (canvasElement: HTMLElement) => canvasElement.querySelector('.MuiChartsLegend-root');

LegendPosition.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const flexDirection = () => getComputedStyle(legendRoot(canvasElement) as Element).flexDirection;
  await expect(flexDirection()).toBe('row');
  const direction = within(canvas.getByRole('group', { name: 'Direction' }));
  const horizontal = within(canvas.getByRole('group', { name: 'Horizontal position' }));
  await userEvent.click(direction.getByRole('button', { name: 'Vertical' }));
  await userEvent.click(horizontal.getByRole('button', { name: 'Start' }));
  // A vertical legend lists its entries in a column.
  await waitFor(() => expect(flexDirection()).toBe('column'));
  // A vertical legend at the start sits before the chart's <svg> in the wrapper's row.
  const wrapper = legendRoot(canvasElement)?.parentElement;
  if (!wrapper) throw new Error('The legend has not rendered');
  await expect(getComputedStyle(wrapper).flexDirection).toBe('row');
  await userEvent.click(direction.getByRole('button', { name: 'Horizontal' }));
  await userEvent.click(horizontal.getByRole('button', { name: 'Center' }));
  await waitFor(() => expect(flexDirection()).toBe('row'));
  await leaveFocus(canvasElement);
};

HideLegend.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(legendRoot(canvasElement)).toBeNull();
  const toggle = canvas.getByRole('switch', { name: 'Show legend' });
  await userEvent.click(toggle);
  await waitFor(() => expect(legendRoot(canvasElement)).toHaveTextContent('Sign-ups'));
  await userEvent.click(toggle);
  await waitFor(() => expect(legendRoot(canvasElement)).toBeNull());
  await leaveFocus(canvasElement);
};

LabelMarkTypes.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const marks = (type: string) => canvasElement.querySelectorAll(`.MuiChartsLegend-mark.MuiChartsLabelMark-${type}`);
  await expect(marks('line')).toHaveLength(3);
  await userEvent.click(canvas.getByRole('button', { name: 'Circle' }));
  await waitFor(() => expect(marks('circle')).toHaveLength(3));
  await userEvent.click(canvas.getByRole('button', { name: 'Line' }));
  await waitFor(() => expect(marks('line')).toHaveLength(3));
  await leaveFocus(canvasElement);
};

ContinuousLegendOptions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const legend = () => canvasElement.querySelector('.MuiContinuousColorLegend-root');
  await expect(legend()).toHaveClass('MuiContinuousColorLegend-end');
  const position = within(canvas.getByRole('group', { name: 'Label position' }));
  await userEvent.click(position.getByRole('button', { name: 'Extremes' }));
  await waitFor(() => expect(legend()).toHaveClass('MuiContinuousColorLegend-extremes'));
  await expect(legend()).toHaveTextContent('Low (0)');
  await expect(legend()).toHaveTextContent('Extreme (12)');
  await userEvent.click(position.getByRole('button', { name: 'End' }));
  await waitFor(() => expect(legend()).toHaveClass('MuiContinuousColorLegend-end'));
  await leaveFocus(canvasElement);
};

PiecewiseLegendOptions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const labels = () => canvasElement.querySelectorAll(`.${piecewiseColorLegendClasses.label}`);
  // 'extremes' labels only the first and the last piece.
  await expect(labels()).toHaveLength(2);
  const position = within(canvas.getByRole('group', { name: 'Label position' }));
  await userEvent.click(position.getByRole('button', { name: 'End' }));
  await waitFor(() => expect(labels()).toHaveLength(3));
  await expect(labels()[1]).toHaveTextContent('€70-€100');
  await userEvent.click(position.getByRole('button', { name: 'Extremes' }));
  await waitFor(() => expect(labels()).toHaveLength(2));
  await leaveFocus(canvasElement);
};

LegendClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Legend entry clicked: none yet')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Chat' }));
  await expect(
    canvas.getByText('Legend entry clicked: Chat (series "chat", entry 2): 1,300 tickets in 2024'),
  ).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Legend entry clicked: none yet')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ToggleSeriesVisibility.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const gasLine = () => canvasElement.querySelector('path.MuiLineElement-root[data-series="gas"]');
  await expect(gasLine()?.getAttribute('d')).toBeTruthy();
  await userEvent.click(canvas.getByRole('button', { name: 'Gas' }));
  await expect(canvas.getByText(/Showing 3 of 4 sources/)).toBeInTheDocument();
  await waitFor(() => expect(gasLine()?.getAttribute('d') ?? '').not.toMatch(/\d/));
  await userEvent.click(canvas.getByRole('button', { name: 'Gas' }));
  await expect(canvas.getByText(/Showing 4 of 4 sources/)).toBeInTheDocument();
  await waitFor(() => expect(gasLine()?.getAttribute('d')).toMatch(/\d/));
  await leaveFocus(canvasElement);
};
