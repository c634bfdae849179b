import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, pointAt } from '../../../../src/demo/play';
import ScaleTypeSwitchDemo from './ScaleTypeSwitch.tsx';
import scaleTypeSwitchSource from './ScaleTypeSwitch.tsx?demo';
import BandVsPointAxisDemo from './BandVsPointAxis.tsx';
import bandVsPointAxisSource from './BandVsPointAxis.tsx?demo';
import TimeScaleAxisDemo from './TimeScaleAxis.tsx';
import timeScaleAxisSource from './TimeScaleAxis.tsx?demo';
import UtcTimeAxisDemo from './UtcTimeAxis.tsx';
import utcTimeAxisSource from './UtcTimeAxis.tsx?demo';
import SignedLogBarsDemo from './SignedLogBars.tsx';
import signedLogBarsSource from './SignedLogBars.tsx?demo';
import ContextFormatterDemo from './ContextFormatter.tsx';
import contextFormatterSource from './ContextFormatter.tsx?demo';
import ScaleTickFormatDemo from './ScaleTickFormat.tsx';
import scaleTickFormatSource from './ScaleTickFormat.tsx?demo';
import AxisMinMaxDemo from './AxisMinMax.tsx';
import axisMinMaxSource from './AxisMinMax.tsx?demo';
import SymmetricDomainDemo from './SymmetricDomain.tsx';
import symmetricDomainSource from './SymmetricDomain.tsx?demo';
import ReversedAxisDemo from './ReversedAxis.tsx';
import reversedAxisSource from './ReversedAxis.tsx?demo';
import TickNumberControlDemo from './TickNumberControl.tsx';
import tickNumberControlSource from './TickNumberControl.tsx?demo';
import TickStepLimitsDemo from './TickStepLimits.tsx';
import tickStepLimitsSource from './TickStepLimits.tsx?demo';
import FixedTickValuesDemo from './FixedTickValues.tsx';
import fixedTickValuesSource from './FixedTickValues.tsx?demo';
import PointTickFilterDemo from './PointTickFilter.tsx';
import pointTickFilterSource from './PointTickFilter.tsx?demo';
import TickLabelFilterDemo from './TickLabelFilter.tsx';
import tickLabelFilterSource from './TickLabelFilter.tsx?demo';
import AxisPositionPickerDemo from './AxisPositionPicker.tsx';
import axisPositionPickerSource from './AxisPositionPicker.tsx?demo';
import HiddenAxesDemo from './HiddenAxes.tsx';
import hiddenAxesSource from './HiddenAxes.tsx?demo';
import AxisSizeForLongLabelsDemo from './AxisSizeForLongLabels.tsx';
import axisSizeForLongLabelsSource from './AxisSizeForLongLabels.tsx?demo';
import RotatedTickLabelsDemo from './RotatedTickLabels.tsx';
import rotatedTickLabelsSource from './RotatedTickLabels.tsx?demo';
import TwoValueAxesDemo from './TwoValueAxes.tsx';
import twoValueAxesSource from './TwoValueAxes.tsx?demo';
import SameSideAxesDemo from './SameSideAxes.tsx';
import sameSideAxesSource from './SameSideAxes.tsx?demo';
import MonthQuarterAxesDemo from './MonthQuarterAxes.tsx';
import monthQuarterAxesSource from './MonthQuarterAxes.tsx?demo';
import GridStylesDemo from './GridStyles.tsx';
import gridStylesSource from './GridStyles.tsx?demo';
import AxisRenderingPlaygroundDemo from './AxisRenderingPlayground.tsx';
import axisRenderingPlaygroundSource from './AxisRenderingPlayground.tsx?demo';
import AxisTextStylingDemo from './AxisTextStyling.tsx';
import axisTextStylingSource from './AxisTextStyling.tsx?demo';
import AxisColorByIdDemo from './AxisColorById.tsx';
import axisColorByIdSource from './AxisColorById.tsx?demo';
import CustomTickLabelSlotDemo from './CustomTickLabelSlot.tsx';
import customTickLabelSlotSource from './CustomTickLabelSlot.tsx?demo';
import PriceVolumeCompositionDemo from './PriceVolumeComposition.tsx';
import priceVolumeCompositionSource from './PriceVolumeComposition.tsx?demo';
import ReferenceLinesDemo from './ReferenceLines.tsx';
import referenceLinesSource from './ReferenceLines.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ScaleTypeSwitch: Story = demoStory(ScaleTypeSwitchDemo, scaleTypeSwitchSource);
export const BandVsPointAxis: Story = demoStory(BandVsPointAxisDemo, bandVsPointAxisSource);
export const TimeScaleAxis: Story = demoStory(TimeScaleAxisDemo, timeScaleAxisSource);
export const UtcTimeAxis: Story = demoStory(UtcTimeAxisDemo, utcTimeAxisSource);
export const SignedLogBars: Story = demoStory(SignedLogBarsDemo, signedLogBarsSource);
export const ContextFormatter: Story = demoStory(ContextFormatterDemo, contextFormatterSource);
export const ScaleTickFormat: Story = demoStory(ScaleTickFormatDemo, scaleTickFormatSource);
export const AxisMinMax: Story = demoStory(AxisMinMaxDemo, axisMinMaxSource);
export const SymmetricDomain: Story = demoStory(SymmetricDomainDemo, symmetricDomainSource);
export const ReversedAxis: Story = demoStory(ReversedAxisDemo, reversedAxisSource);
export const TickNumberControl: Story = demoStory(TickNumberControlDemo, tickNumberControlSource);
export const TickStepLimits: Story = demoStory(TickStepLimitsDemo, tickStepLimitsSource);
export const FixedTickValues: Story = demoStory(FixedTickValuesDemo, fixedTickValuesSource);
export const PointTickFilter: Story = demoStory(PointTickFilterDemo, pointTickFilterSource);
export const TickLabelFilter: Story = demoStory(TickLabelFilterDemo, tickLabelFilterSource);
export const AxisPositionPicker: Story = demoStory(AxisPositionPickerDemo, axisPositionPickerSource);
export const HiddenAxes: Story = demoStory(HiddenAxesDemo, hiddenAxesSource);
export const AxisSizeForLongLabels: Story = demoStory(AxisSizeForLongLabelsDemo, axisSizeForLongLabelsSource);
export const RotatedTickLabels: Story = demoStory(RotatedTickLabelsDemo, rotatedTickLabelsSource);
export const TwoValueAxes: Story = demoStory(TwoValueAxesDemo, twoValueAxesSource);
export const SameSideAxes: Story = demoStory(SameSideAxesDemo, sameSideAxesSource);
export const MonthQuarterAxes: Story = demoStory(MonthQuarterAxesDemo, monthQuarterAxesSource);
export const GridStyles: Story = demoStory(GridStylesDemo, gridStylesSource);
export const AxisRenderingPlayground: Story = demoStory(AxisRenderingPlaygroundDemo, axisRenderingPlaygroundSource);
export const AxisTextStyling: Story = demoStory(AxisTextStylingDemo, axisTextStylingSource);
export const AxisColorById: Story = demoStory(AxisColorByIdDemo, axisColorByIdSource);
export const CustomTickLabelSlot: Story = demoStory(CustomTickLabelSlotDemo, customTickLabelSlotSource);
export const PriceVolumeComposition: Story = demoStory(PriceVolumeCompositionDemo, priceVolumeCompositionSource);
export const ReferenceLines: Story = demoStory(ReferenceLinesDemo, referenceLinesSource);

// Each play function ends where the demo started (same options, no pointer over the chart and
// nothing focused), so the capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** The texts of the tick labels of the axes matching `selector` (for example `.MuiChartsAxis-directionY`). */
const tickLabels = (canvasElement: HTMLElement, selector: string) =>
  Array.from(canvasElement.querySelectorAll(`${selector} .MuiChartsAxis-tickLabel`)).map((label) => label.textContent);

/** The vertical position of the tick whose label reads `text`, on the y-axis. */
const yTickPosition = (canvasElement: HTMLElement, text: string) => {
  const container = Array.from(canvasElement.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickContainer')).find(
    (tick) => tick.textContent === text,
  );
  if (!container) throw new Error(`No y-axis tick labelled ${text}`);
  return container.getBoundingClientRect().top;
};

ScaleTypeSwitch.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const yLabels = () => tickLabels(canvasElement, '.MuiChartsAxis-directionY');
  await expect(yLabels()).not.toContain('1k');
  await userEvent.click(canvas.getByRole('button', { name: 'log' }));
  // Each power of ten gets the same height, labelled with an SI prefix by default.
  await waitFor(() => expect(yLabels()).toEqual(expect.arrayContaining(['10', '100', '1k'])));
  await userEvent.click(canvas.getByRole('button', { name: 'linear' }));
  await waitFor(() => expect(yLabels()).not.toContain('1k'));
  blurActiveElement(canvasElement);
};

ContextFormatter.play = async ({ canvasElement }) => {
  const page = pageOf(canvasElement);
  // The third bar is the first quarter of 2024: short on the axis, on two lines, and long in the tooltip.
  const bar = canvasElement.querySelectorAll('.MuiBarElement-root')[2];
  if (!bar) throw new Error('The bars have not rendered');
  await expect(tickLabels(canvasElement, '.MuiChartsAxis-directionX')).toContain('Q12024');
  await pointAt(bar);
  await waitFor(() => expect(page.getByText('January–March 2024')).toBeVisible());
  await userEvent.unhover(bar);
  await waitFor(() => expect(page.queryByText('January–March 2024')).toBeNull());
};

AxisMinMax.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const yLabels = () => tickLabels(canvasElement, '.MuiChartsAxis-directionY');
  await expect(yLabels()).not.toContain('100%');
  await userEvent.click(canvas.getByRole('button', { name: 'min: 0, max: 100' }));
  await waitFor(() => expect(yLabels()).toEqual(expect.arrayContaining(['0%', '100%'])));
  await userEvent.click(canvas.getByRole('button', { name: 'Automatic' }));
  await waitFor(() => expect(yLabels()).not.toContain('100%'));
  blurActiveElement(canvasElement);
};

SymmetricDomain.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const yLabels = () => tickLabels(canvasElement, '.MuiChartsAxis-directionY');
  // Centred on zero: as far down as up.
  await expect(yLabels()).toEqual(expect.arrayContaining(['-2 °C', '+2 °C']));
  await userEvent.click(canvas.getByRole('button', { name: 'nice' }));
  await waitFor(() => expect(yLabels()).not.toContain('-2 °C'));
  await userEvent.click(canvas.getByRole('button', { name: 'function' }));
  await waitFor(() => expect(yLabels()).toContain('-2 °C'));
  blurActiveElement(canvasElement);
};

ReversedAxis.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Reversed: first place at the top, above the 20th.
  await expect(yTickPosition(canvasElement, '1')).toBeLessThan(yTickPosition(canvasElement, '20'));
  const reverse = canvas.getByRole('switch', { name: 'Reverse the y-axis' });
  await userEvent.click(reverse);
  await waitFor(() => expect(yTickPosition(canvasElement, '1')).toBeGreaterThan(yTickPosition(canvasElement, '20')));
  await userEvent.click(reverse);
  await waitFor(() => expect(yTickPosition(canvasElement, '1')).toBeLessThan(yTickPosition(canvasElement, '20')));
  blurActiveElement(canvasElement);
};

PointTickFilter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const xTicks = () => canvasElement.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tick');
  // 72 hours, one tick every 6 hours.
  await expect(xTicks()).toHaveLength(12);
  const filter = canvas.getByRole('switch', { name: 'One tick every 6 hours' });
  await userEvent.click(filter);
  await waitFor(() => expect(xTicks()).toHaveLength(72));
  await userEvent.click(filter);
  await waitFor(() => expect(xTicks()).toHaveLength(12));
  blurActiveElement(canvasElement);
};

TickLabelFilter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const xLabels = () => tickLabels(canvasElement, '.MuiChartsAxis-directionX');
  await userEvent.click(canvas.getByRole('button', { name: 'every other' }));
  await waitFor(() => expect(xLabels()).toHaveLength(12));
  await expect(xLabels()).toContain('02:00');
  await expect(xLabels()).not.toContain('01:00');
  const auto = canvas.getByRole('button', { name: 'auto' });
  await userEvent.click(auto);
  await expect(auto).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(xLabels()).toContain('00:00'));
  blurActiveElement(canvasElement);
};

AxisPositionPicker.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const axisAt = (side: string) => canvasElement.querySelector(`.MuiChartsAxis-${side}`);
  await expect(axisAt('bottom')).not.toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'top' }));
  await userEvent.click(canvas.getByRole('button', { name: 'right' }));
  await waitFor(() => expect(axisAt('top')).not.toBeNull());
  await expect(axisAt('right')).not.toBeNull();
  await expect(axisAt('bottom')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'bottom' }));
  await userEvent.click(canvas.getByRole('button', { name: 'left' }));
  await waitFor(() => expect(axisAt('bottom')).not.toBeNull());
  await expect(axisAt('left')).not.toBeNull();
  blurActiveElement(canvasElement);
};

HiddenAxes.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const axes = () => canvasElement.querySelectorAll('.MuiChartsAxis-root');
  await expect(axes()).toHaveLength(0);
  const show = canvas.getByRole('switch', { name: 'Show the axes' });
  await userEvent.click(show);
  await waitFor(() => expect(axes()).toHaveLength(2));
  await userEvent.click(show);
  await waitFor(() => expect(axes()).toHaveLength(0));
  blurActiveElement(canvasElement);
};

AxisRenderingPlayground.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const lines = () => canvasElement.querySelectorAll('.MuiChartsAxis-line');
  await expect(lines()).toHaveLength(2);
  const axisLine = canvas.getByRole('switch', { name: 'Axis line' });
  await userEvent.click(axisLine);
  await waitFor(() => expect(lines()).toHaveLength(0));
  await userEvent.click(axisLine);
  await waitFor(() => expect(lines()).toHaveLength(2));
  blurActiveElement(canvasElement);
};
