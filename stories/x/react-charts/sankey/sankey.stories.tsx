import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import EnergyFlowBarsDemo from './EnergyFlowBars.tsx';
import energyFlowBarsSource from './EnergyFlowBars.tsx?demo';
import EnergyFlowSharesDemo from './EnergyFlowShares.tsx';
import energyFlowSharesSource from './EnergyFlowShares.tsx?demo';
import EnergyFlowMatrixDemo from './EnergyFlowMatrix.tsx';
import energyFlowMatrixSource from './EnergyFlowMatrix.tsx?demo';
import ChannelStageBarsDemo from './ChannelStageBars.tsx';
import channelStageBarsSource from './ChannelStageBars.tsx?demo';
import StageLossFunnelDemo from './StageLossFunnel.tsx';
import stageLossFunnelSource from './StageLossFunnel.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const EnergyFlowBars: Story = demoStory(EnergyFlowBarsDemo, energyFlowBarsSource);
export const EnergyFlowShares: Story = demoStory(EnergyFlowSharesDemo, energyFlowSharesSource);
export const EnergyFlowMatrix: Story = demoStory(EnergyFlowMatrixDemo, energyFlowMatrixSource);
export const ChannelStageBars: Story = demoStory(ChannelStageBarsDemo, channelStageBarsSource);
export const StageLossFunnel: Story = demoStory(StageLossFunnelDemo, stageLossFunnelSource);

// Each play function ends where the demo started, with nothing hovered or focused.
EnergyFlowBars.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const tickLabels = () =>
    Array.from(canvasElement.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')).map(
      (label) => label.textContent,
    );
  await expect(tickLabels()).toEqual(['Transport', 'Industry', 'Households', 'Services']);
  await userEvent.click(canvas.getByRole('button', { name: 'One bar per source' }));
  // The bars are now the sources, and the legend lists the sectors.
  await waitFor(() => expect(tickLabels()).toEqual(['Oil', 'Natural gas', 'Electricity', 'Biomass']));
  await expect(canvasElement.querySelector('.MuiChartsLegend-root')).toHaveTextContent('Transport');
  await userEvent.click(canvas.getByRole('button', { name: 'One bar per sector' }));
  await waitFor(() => expect(tickLabels()).toEqual(['Transport', 'Industry', 'Households', 'Services']));
  await leaveFocus(canvasElement);
};
