import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../src/demo/story';
import EmployeeDirectoryDemo from './EmployeeDirectory';
import employeeDirectorySource from './EmployeeDirectory.tsx?raw';
import QuickStartDemo from './QuickStart';
import quickStartSource from './QuickStart.tsx?raw';
import RegionalSalesDemo from './RegionalSales';
import regionalSalesSource from './RegionalSales.tsx?raw';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const EmployeeDirectory: Story = demoStory(
  EmployeeDirectoryDemo,
  employeeDirectorySource,
  'EmployeeDirectory.tsx',
);
export const QuickStart: Story = demoStory(QuickStartDemo, quickStartSource, 'QuickStart.tsx');
export const RegionalSales: Story = demoStory(RegionalSalesDemo, regionalSalesSource, 'RegionalSales.tsx');
