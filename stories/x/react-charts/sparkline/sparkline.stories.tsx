import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import BasicSparkLineDemo from './BasicSparkLine.tsx';
import basicSparkLineSource from './BasicSparkLine.tsx?demo';
import AreaSparkLineDemo from './AreaSparkLine.tsx';
import areaSparkLineSource from './AreaSparkLine.tsx?demo';
import SparkLineInteractionDemo from './SparkLineInteraction.tsx';
import sparkLineInteractionSource from './SparkLineInteraction.tsx?demo';
import SparkLineXAxisDemo from './SparkLineXAxis.tsx';
import sparkLineXAxisSource from './SparkLineXAxis.tsx?demo';
import SparkLineYAxisRangeDemo from './SparkLineYAxisRange.tsx';
import sparkLineYAxisRangeSource from './SparkLineYAxisRange.tsx?demo';
import SparkLineDomainLimitDemo from './SparkLineDomainLimit.tsx';
import sparkLineDomainLimitSource from './SparkLineDomainLimit.tsx?demo';
import SparkLineColorDemo from './SparkLineColor.tsx';
import sparkLineColorSource from './SparkLineColor.tsx?demo';
import SparkLineColorModeDemo from './SparkLineColorMode.tsx';
import sparkLineColorModeSource from './SparkLineColorMode.tsx?demo';
import SparkLineReferenceLineDemo from './SparkLineReferenceLine.tsx';
import sparkLineReferenceLineSource from './SparkLineReferenceLine.tsx?demo';
import SparkLineTableDemo from './SparkLineTable.tsx';
import sparkLineTableSource from './SparkLineTable.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicSparkLine: Story = demoStory(BasicSparkLineDemo, basicSparkLineSource);
export const AreaSparkLine: Story = demoStory(AreaSparkLineDemo, areaSparkLineSource);
export const SparkLineInteraction: Story = demoStory(SparkLineInteractionDemo, sparkLineInteractionSource);
export const SparkLineXAxis: Story = demoStory(SparkLineXAxisDemo, sparkLineXAxisSource);
export const SparkLineYAxisRange: Story = demoStory(SparkLineYAxisRangeDemo, sparkLineYAxisRangeSource);
export const SparkLineDomainLimit: Story = demoStory(SparkLineDomainLimitDemo, sparkLineDomainLimitSource);
export const SparkLineColor: Story = demoStory(SparkLineColorDemo, sparkLineColorSource);
export const SparkLineColorMode: Story = demoStory(SparkLineColorModeDemo, sparkLineColorModeSource);
export const SparkLineReferenceLine: Story = demoStory(SparkLineReferenceLineDemo, sparkLineReferenceLineSource);
export const SparkLineTable: Story = demoStory(SparkLineTableDemo, sparkLineTableSource);

SparkLineInteraction.play = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  const sparkline = within(canvasElement).getByTitle('Median response time per hour over the last 12 hours').closest('svg');
  if (!sparkline) throw new Error('The sparkline has not rendered');
  const highlight = () => sparkline.querySelector('.MuiHighlightElement-root');
  await expect(highlight()).toBeNull();
  // Move the mouse to the tenth of twelve points, the slowest hour (301 ms).
  const box = sparkline.getBoundingClientRect();
  const x = box.left + 5 + ((box.width - 10) * 9) / 11;
  await userEvent.pointer({ target: sparkline, coords: { clientX: x, clientY: box.top + box.height / 2 } });
  await waitFor(() => expect(highlight()).not.toBeNull());
  await waitFor(() => expect(body.getByText('301 ms')).toBeVisible());
  // Leave the chart: the tooltip and the highlighted point go away.
  await userEvent.unhover(sparkline);
  await waitFor(() => expect(highlight()).toBeNull());
  await waitFor(() => expect(body.queryByText('301 ms')).toBeNull());
  await repaintWholeStory(canvasElement);
};
