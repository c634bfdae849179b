import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, pageOf, pointAt } from '../../../../src/demo/play';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import AxisTooltipDemo from './AxisTooltip.tsx';
import axisTooltipSource from './AxisTooltip.tsx?demo';
import ItemTooltipDemo from './ItemTooltip.tsx';
import itemTooltipSource from './ItemTooltip.tsx?demo';
import TooltipTriggerDemo from './TooltipTrigger.tsx';
import tooltipTriggerSource from './TooltipTrigger.tsx?demo';
import TooltipFormattingDemo from './TooltipFormatting.tsx';
import tooltipFormattingSource from './TooltipFormatting.tsx?demo';
import PieTooltipShareDemo from './PieTooltipShare.tsx';
import pieTooltipShareSource from './PieTooltipShare.tsx?demo';
import TooltipPlacementDemo from './TooltipPlacement.tsx';
import tooltipPlacementSource from './TooltipPlacement.tsx?demo';
import TooltipStylingDemo from './TooltipStyling.tsx';
import tooltipStylingSource from './TooltipStyling.tsx?demo';
import TooltipWithFooterDemo from './TooltipWithFooter.tsx';
import tooltipWithFooterSource from './TooltipWithFooter.tsx?demo';
import CustomItemTooltipDemo from './CustomItemTooltip.tsx';
import customItemTooltipSource from './CustomItemTooltip.tsx?demo';
import CustomAxisTooltipDemo from './CustomAxisTooltip.tsx';
import customAxisTooltipSource from './CustomAxisTooltip.tsx?demo';
import TooltipReadoutDemo from './TooltipReadout.tsx';
import tooltipReadoutSource from './TooltipReadout.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const AxisTooltip: Story = demoStory(AxisTooltipDemo, axisTooltipSource);
export const ItemTooltip: Story = demoStory(ItemTooltipDemo, itemTooltipSource);
export const TooltipTrigger: Story = demoStory(TooltipTriggerDemo, tooltipTriggerSource);
export const TooltipFormatting: Story = demoStory(TooltipFormattingDemo, tooltipFormattingSource);
export const PieTooltipShare: Story = demoStory(PieTooltipShareDemo, pieTooltipShareSource);
export const TooltipPlacement: Story = demoStory(TooltipPlacementDemo, tooltipPlacementSource);
export const TooltipStyling: Story = demoStory(TooltipStylingDemo, tooltipStylingSource);
export const TooltipWithFooter: Story = demoStory(TooltipWithFooterDemo, tooltipWithFooterSource);
export const CustomItemTooltip: Story = demoStory(CustomItemTooltipDemo, customItemTooltipSource);
export const CustomAxisTooltip: Story = demoStory(CustomAxisTooltipDemo, customAxisTooltipSource);
export const TooltipReadout: Story = demoStory(TooltipReadoutDemo, tooltipReadoutSource);

// Each play function moves the mouse over the chart, checks the tooltip's text, then moves the
// mouse away so that the tooltip closes, and ends with the whole story repainted (see
// repaintWholeStory): the capture taken after it matches a fresh render.

/** The open tooltip (a Popper in a portal, outside the story's canvas), or null. */
const openTooltip = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLElement>('.MuiChartsTooltip-root');

/** Moves the mouse off the chart and waits for the tooltip to close. */
const leaveChart = async (element: Element, canvasElement: HTMLElement) => {
  await userEvent.unhover(element);
  await waitFor(() => expect(openTooltip(canvasElement)).toBeNull());
  await repaintWholeStory(canvasElement);
};

const nth = (canvasElement: HTMLElement, selector: string, index: number) => {
  const element = canvasElement.querySelectorAll(selector)[index];
  if (!element) throw new Error(`The chart has not rendered ${selector}`);
  return element;
};

const tooltipText = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(openTooltip(canvasElement)).not.toBeNull());
  return within(openTooltip(canvasElement) as HTMLElement);
};

AxisTooltip.play = async ({ canvasElement }) => {
  // The third mark of the search line is March.
  const mark = nth(canvasElement, '[data-series="search"] .MuiMarkElement-root', 2);
  await pointAt(mark);
  const tooltip = await tooltipText(canvasElement);
  await expect(tooltip.getByText('Mar')).toBeVisible();
  await expect(tooltip.getByText('52,800')).toBeVisible();
  await expect(tooltip.getByText('13,800')).toBeVisible();
  await expect(tooltip.getByText('9,300')).toBeVisible();
  await leaveChart(mark, canvasElement);
};

ItemTooltip.play = async ({ canvasElement }) => {
  // The second bar of sprint 42 is the Mobile team.
  const bar = nth(canvasElement, '[data-series="sprint42"] .MuiBarElement-root', 1);
  await pointAt(bar);
  const tooltip = await tooltipText(canvasElement);
  await expect(tooltip.getByText('Sprint 42')).toBeVisible();
  await expect(tooltip.getByText('41 points')).toBeVisible();
  // Only the hovered bar: not the other sprint.
  await expect(tooltip.queryByText('Sprint 41')).toBeNull();
  await leaveChart(bar, canvasElement);
};

TooltipTrigger.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const bar = nth(canvasElement, '[data-series="y2024"] .MuiBarElement-root', 2);
  await pointAt(bar);
  // 'axis': both years of the South region.
  let tooltip = await tooltipText(canvasElement);
  await expect(tooltip.getByText('1,510 units')).toBeVisible();
  await expect(tooltip.getByText('1,460 units')).toBeVisible();
  await leaveChart(bar, canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Item' }));
  await pointAt(bar);
  tooltip = await tooltipText(canvasElement);
  await expect(tooltip.getByText('1,460 units')).toBeVisible();
  await expect(tooltip.queryByText('1,510 units')).toBeNull();
  await leaveChart(bar, canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'None' }));
  await pointAt(bar);
  // 'none': the bar is still highlighted, but no tooltip opens.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(openTooltip(canvasElement)).toBeNull();
  await userEvent.unhover(bar);
  await userEvent.click(canvas.getByRole('button', { name: 'Axis' }));
  await leaveFocus(canvasElement);
  await repaintWholeStory(canvasElement);
};

TooltipFormatting.play = async ({ canvasElement }) => {
  const mark = nth(canvasElement, '.MuiMarkElement-root', 2);
  await pointAt(mark);
  const tooltip = await tooltipText(canvasElement);
  await expect(tooltip.getByText('March 2024')).toBeVisible();
  await expect(tooltip.getByText('$197,300 (+4.4%)')).toBeVisible();
  await leaveChart(mark, canvasElement);
};

PieTooltipShare.play = async ({ canvasElement }) => {
  const slice = nth(canvasElement, '.MuiPieArc-root', 1);
  await userEvent.hover(slice);
  const tooltip = await tooltipText(canvasElement);
  await expect(tooltip.getByText('Fully remote')).toBeVisible();
  await expect(tooltip.getByText('318 people (26%)')).toBeVisible();
  await leaveChart(slice, canvasElement);
};

TooltipPlacement.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const bar = nth(canvasElement, '[data-series="lunch"] .MuiBarElement-root', 2);
  await pointAt(bar);
  await tooltipText(canvasElement);
  await expect(openTooltip(canvasElement)).toHaveAttribute('data-popper-placement', 'right-start');
  await leaveChart(bar, canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Top' }));
  await pointAt(bar);
  const tooltip = await tooltipText(canvasElement);
  await expect(tooltip.getByText('Wed')).toBeVisible();
  await waitFor(() => expect(openTooltip(canvasElement)).toHaveAttribute('data-popper-placement', 'top'));
  await leaveChart(bar, canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Right start' }));
  await leaveFocus(canvasElement);
  await repaintWholeStory(canvasElement);
};

TooltipStyling.play = async ({ canvasElement }) => {
  // The fifth mark is 14:00.
  const mark = nth(canvasElement, '.MuiMarkElement-root', 4);
  await pointAt(mark);
  const tooltip = await tooltipText(canvasElement);
  const value = tooltip.getByText('31.2 °C');
  await expect(value).toBeVisible();
  await expect(getComputedStyle(value).fontWeight).toBe('700');
  await leaveChart(mark, canvasElement);
};

TooltipWithFooter.play = async ({ canvasElement }) => {
  const bar = nth(canvasElement, '[data-series="y2024"] .MuiBarElement-root', 0);
  await pointAt(bar);
  const tooltip = await tooltipText(canvasElement);
  // The default content...
  await expect(tooltip.getByText('121 mm')).toBeVisible();
  await expect(tooltip.getByText('88 mm')).toBeVisible();
  // ...and the footer.
  await expect(tooltip.getByText('38% wetter than average')).toBeVisible();
  await leaveChart(bar, canvasElement);
};

CustomItemTooltip.play = async ({ canvasElement }) => {
  // The sixth city is Madrid.
  const marker = nth(canvasElement, '[data-series="cities"] circle', 5);
  await pointAt(marker);
  const tooltip = await tooltipText(canvasElement);
  await expect(tooltip.getByText('Madrid, Spain')).toBeVisible();
  await expect(tooltip.getByText('Rent takes 63% of the salary')).toBeVisible();
  await leaveChart(marker, canvasElement);
};

CustomAxisTooltip.play = async ({ canvasElement }) => {
  const bar = nth(canvasElement, '[data-series="fixed"] .MuiBarElement-root', 3);
  await pointAt(bar);
  const tooltip = await tooltipText(canvasElement);
  await expect(tooltip.getByText('Q4 2024')).toBeVisible();
  await expect(tooltip.getByText('428 GWh (47%)')).toBeVisible();
  await expect(tooltip.getByText('Total: 914 GWh')).toBeVisible();
  await leaveChart(bar, canvasElement);
};

TooltipReadout.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Move the pointer over the chart to read a day')).toBeInTheDocument();
  const svg = canvasElement.querySelector('figure svg');
  const tick = [...canvasElement.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].find(
    (label) => label.textContent === '10',
  );
  if (!svg || !tick) throw new Error('The chart has not rendered');
  // Above the tick of day 10, in the middle of the chart.
  const tickBox = tick.getBoundingClientRect();
  const svgBox = svg.getBoundingClientRect();
  await userEvent.pointer({
    target: svg,
    coords: { clientX: tickBox.left + tickBox.width / 2, clientY: svgBox.top + svgBox.height / 2 },
  });
  await waitFor(() => expect(canvas.getByText('Day 10: closed at €45.20')).toBeInTheDocument());
  // No floating tooltip in this chart.
  await expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull();
  await userEvent.unhover(svg);
  await waitFor(() => expect(canvas.getByText('Move the pointer over the chart to read a day')).toBeInTheDocument());
  await repaintWholeStory(canvasElement);
};
