import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../../../src/demo/story';
import CpuThresholdZoneDemo from './CpuThresholdZone.tsx';
import cpuThresholdZoneSource from './CpuThresholdZone.tsx?demo';
import WeekendBandsDemo from './WeekendBands.tsx';
import weekendBandsSource from './WeekendBands.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const CpuThresholdZone: Story = demoStory(CpuThresholdZoneDemo, cpuThresholdZoneSource);
export const WeekendBands: Story = demoStory(WeekendBandsDemo, weekendBandsSource);
