import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { clickAtCentre, leaveFocus, pageOf } from '../../../../src/demo/play';
import BasicFunnelDemo from './BasicFunnel.tsx';
import basicFunnelSource from './BasicFunnel.tsx?demo';
import FunnelLegendDemo from './FunnelLegend.tsx';
import funnelLegendSource from './FunnelLegend.tsx?demo';
import FunnelValueFormatterDemo from './FunnelValueFormatter.tsx';
import funnelValueFormatterSource from './FunnelValueFormatter.tsx?demo';
import FunnelLabelPositionDemo from './FunnelLabelPosition.tsx';
import funnelLabelPositionSource from './FunnelLabelPosition.tsx?demo';
import FunnelLabelStylingDemo from './FunnelLabelStyling.tsx';
import funnelLabelStylingSource from './FunnelLabelStyling.tsx?demo';
import FunnelSectionLabelFunctionDemo from './FunnelSectionLabelFunction.tsx';
import funnelSectionLabelFunctionSource from './FunnelSectionLabelFunction.tsx?demo';
import FunnelCurvesDemo from './FunnelCurves.tsx';
import funnelCurvesSource from './FunnelCurves.tsx?demo';
import HorizontalFunnelDemo from './HorizontalFunnel.tsx';
import horizontalFunnelSource from './HorizontalFunnel.tsx?demo';
import FunnelGapDemo from './FunnelGap.tsx';
import funnelGapSource from './FunnelGap.tsx?demo';
import FunnelBorderRadiusDemo from './FunnelBorderRadius.tsx';
import funnelBorderRadiusSource from './FunnelBorderRadius.tsx?demo';
import FunnelDirectionDemo from './FunnelDirection.tsx';
import funnelDirectionSource from './FunnelDirection.tsx?demo';
import FunnelVariantDemo from './FunnelVariant.tsx';
import funnelVariantSource from './FunnelVariant.tsx?demo';
import FunnelColorsDemo from './FunnelColors.tsx';
import funnelColorsSource from './FunnelColors.tsx?demo';
import FunnelCategoryAxisDemo from './FunnelCategoryAxis.tsx';
import funnelCategoryAxisSource from './FunnelCategoryAxis.tsx?demo';
import FunnelLinearScaleDemo from './FunnelLinearScale.tsx';
import funnelLinearScaleSource from './FunnelLinearScale.tsx?demo';
import MultipleFunnelsDemo from './MultipleFunnels.tsx';
import multipleFunnelsSource from './MultipleFunnels.tsx?demo';
import FunnelHighlightDemo from './FunnelHighlight.tsx';
import funnelHighlightSource from './FunnelHighlight.tsx?demo';
import FunnelClickDemo from './FunnelClick.tsx';
import funnelClickSource from './FunnelClick.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicFunnel: Story = demoStory(BasicFunnelDemo, basicFunnelSource);
export const FunnelLegend: Story = demoStory(FunnelLegendDemo, funnelLegendSource);
export const FunnelValueFormatter: Story = demoStory(FunnelValueFormatterDemo, funnelValueFormatterSource);
export const FunnelLabelPosition: Story = demoStory(FunnelLabelPositionDemo, funnelLabelPositionSource);
export const FunnelLabelStyling: Story = demoStory(FunnelLabelStylingDemo, funnelLabelStylingSource);
export const FunnelSectionLabelFunction: Story = demoStory(
  FunnelSectionLabelFunctionDemo,
  funnelSectionLabelFunctionSource,
);
export const FunnelCurves: Story = demoStory(FunnelCurvesDemo, funnelCurvesSource);
export const HorizontalFunnel: Story = demoStory(HorizontalFunnelDemo, horizontalFunnelSource);
export const FunnelGap: Story = demoStory(FunnelGapDemo, funnelGapSource);
export const FunnelBorderRadius: Story = demoStory(FunnelBorderRadiusDemo, funnelBorderRadiusSource);
export const FunnelDirection: Story = demoStory(FunnelDirectionDemo, funnelDirectionSource);
export const FunnelVariant: Story = demoStory(FunnelVariantDemo, funnelVariantSource);
export const FunnelColors: Story = demoStory(FunnelColorsDemo, funnelColorsSource);
export const FunnelCategoryAxis: Story = demoStory(FunnelCategoryAxisDemo, funnelCategoryAxisSource);
export const FunnelLinearScale: Story = demoStory(FunnelLinearScaleDemo, funnelLinearScaleSource);
export const MultipleFunnels: Story = demoStory(MultipleFunnelsDemo, multipleFunnelsSource);
export const FunnelHighlight: Story = demoStory(FunnelHighlightDemo, funnelHighlightSource);
export const FunnelClick: Story = demoStory(FunnelClickDemo, funnelClickSource);

// Each play function ends where the demo started (same options, nothing hovered or focused), so
// the capture taken after it matches a fresh render.
const sections = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll<SVGPathElement>('.MuiFunnelSection-root');

FunnelLegend.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const legend = () => canvasElement.querySelector('.MuiChartsLegend-root');
  await expect(legend()).toHaveTextContent('Hired');
  const toggle = canvas.getByRole('switch', { name: 'Show legend' });
  await userEvent.click(toggle);
  await waitFor(() => expect(legend()).toBeNull());
  await expect(canvas.getByRole('button', { name: 'Bottom' })).toBeDisabled();
  await userEvent.click(toggle);
  await waitFor(() => expect(legend()).toHaveTextContent('Hired'));
  await leaveFocus(canvasElement);
};

FunnelLabelPosition.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const firstLabel = () => canvasElement.querySelector('.MuiFunnelSection-label');
  await expect(firstLabel()).toHaveAttribute('dominant-baseline', 'central');
  await userEvent.click(canvas.getByRole('button', { name: 'Top' }));
  // A label at the top of its section hangs below the anchor point.
  await waitFor(() => expect(firstLabel()).toHaveAttribute('dominant-baseline', 'hanging'));
  await userEvent.click(canvas.getByRole('button', { name: 'End' }));
  await waitFor(() => expect(firstLabel()).toHaveAttribute('text-anchor', 'end'));
  await userEvent.click(canvas.getByRole('button', { name: 'Middle' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Center' }));
  await waitFor(() => expect(firstLabel()).toHaveAttribute('dominant-baseline', 'central'));
  await expect(firstLabel()).toHaveAttribute('text-anchor', 'middle');
  await leaveFocus(canvasElement);
};

FunnelCurves.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  const outline = () => sections(canvasElement)[1]?.getAttribute('d') ?? '';
  const linear = outline();
  await userEvent.click(canvas.getByRole('combobox', { name: 'Curve' }));
  await userEvent.click(await page.findByRole('option', { name: 'step' }));
  await waitFor(() => expect(outline()).not.toBe(linear));
  await expect(canvas.getByRole('combobox', { name: 'Curve' })).toHaveTextContent('step');
  await userEvent.click(canvas.getByRole('combobox', { name: 'Curve' }));
  await userEvent.click(await page.findByRole('option', { name: 'linear' }));
  await waitFor(() => expect(outline()).toBe(linear));
  await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
  await leaveFocus(canvasElement);
};

FunnelGap.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const top = (index: number) => sections(canvasElement)[index]?.getBoundingClientRect().top ?? 0;
  const spacing = top(1) - top(0);
  const slider = canvas.getByRole('slider', { name: 'Gap: 8 px' });
  slider.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(canvas.getByText('Gap: 10 px')).toBeInTheDocument();
  // The sections move apart: the second one starts lower.
  await waitFor(() => expect(top(1) - top(0)).toBeGreaterThan(spacing));
  await userEvent.keyboard('{ArrowLeft}');
  await expect(canvas.getByText('Gap: 8 px')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

FunnelVariant.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const outlined = () => canvasElement.querySelectorAll('.MuiFunnelSection-outlined');
  await expect(outlined()).toHaveLength(4);
  await userEvent.click(canvas.getByRole('button', { name: 'filled' }));
  await waitFor(() => expect(outlined()).toHaveLength(0));
  await expect(canvasElement.querySelectorAll('.MuiFunnelSection-filled')).toHaveLength(4);
  await userEvent.click(canvas.getByRole('button', { name: 'outlined' }));
  await waitFor(() => expect(outlined()).toHaveLength(4));
  await leaveFocus(canvasElement);
};

FunnelHighlight.play = async ({ canvasElement }) => {
  const faded = () => canvasElement.querySelectorAll('.MuiFunnelSection-root[data-faded]');
  await expect(faded()).toHaveLength(0);
  const chooseRoom = sections(canvasElement)[2];
  await userEvent.hover(chooseRoom);
  // The hovered section is highlighted; the three others fade.
  await waitFor(() => expect(faded()).toHaveLength(3));
  await expect(chooseRoom).toHaveAttribute('data-highlighted', 'true');
  await userEvent.unhover(chooseRoom);
  await waitFor(() => expect(faded()).toHaveLength(0));
};

FunnelClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Step clicked: none yet')).toBeInTheDocument();
  // The third section is "Started a donation".
  const section = sections(canvasElement)[2];
  await clickAtCentre(section);
  await waitFor(() =>
    expect(canvas.getByText('Step clicked: Started a donation, 1,900 (34% of visited the page)')).toBeInTheDocument(),
  );
  await userEvent.unhover(section);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Step clicked: none yet')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

FunnelCategoryAxis.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const axis = (side: string) => canvasElement.querySelector(`.MuiChartsAxis-${side}`);
  await expect(axis('left')).toHaveTextContent('Delivered on time');
  await userEvent.click(canvas.getByRole('button', { name: 'right' }));
  await waitFor(() => expect(axis('right')).toHaveTextContent('Delivered on time'));
  await expect(axis('left')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'left' }));
  await waitFor(() => expect(axis('left')).toHaveTextContent('Delivered on time'));
  await leaveFocus(canvasElement);
};

FunnelLinearScale.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const height = (index: number) => sections(canvasElement)[index]?.getBoundingClientRect().height ?? 0;
  // Linear scale: the collected waste (1,000 t) is about three times as tall as the last step (330 t).
  await expect(height(0) / height(3)).toBeGreaterThan(2.5);
  await userEvent.click(canvas.getByRole('button', { name: 'band' }));
  // Band scale: every section gets the same height.
  await waitFor(() => expect(Math.abs(height(0) - height(3))).toBeLessThan(2));
  await userEvent.click(canvas.getByRole('button', { name: 'linear' }));
  await waitFor(() => expect(height(0) / height(3)).toBeGreaterThan(2.5));
  await leaveFocus(canvasElement);
};
