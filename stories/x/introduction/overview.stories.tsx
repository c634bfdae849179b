import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../src/demo/story';
import OrdersDashboardDemo from './OrdersDashboard';
import ordersDashboardSource from './OrdersDashboard.tsx?raw';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const OrdersDashboard: Story = demoStory(OrdersDashboardDemo, ordersDashboardSource, 'OrdersDashboard.tsx');
