import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../src/demo/story';
import OrdersDashboardDemo from './OrdersDashboard.tsx';
import ordersDashboardSource from './OrdersDashboard.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const OrdersDashboard: Story = demoStory(OrdersDashboardDemo, ordersDashboardSource);
