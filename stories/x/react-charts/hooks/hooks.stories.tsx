import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../../src/demo/story';
import VisitorsAverageLineDemo from './VisitorsAverageLine.tsx';
import visitorsAverageLineSource from './VisitorsAverageLine.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const VisitorsAverageLine: Story = demoStory(VisitorsAverageLineDemo, visitorsAverageLineSource);
