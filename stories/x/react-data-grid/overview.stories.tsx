import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../src/demo/story';
import EmployeeDirectoryDemo from './EmployeeDirectory.tsx';
import employeeDirectorySource from './EmployeeDirectory.tsx?demo';
import QuickStartDemo from './QuickStart.tsx';
import quickStartSource from './QuickStart.tsx?demo';
import RegionalSalesDemo from './RegionalSales.tsx';
import regionalSalesSource from './RegionalSales.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const EmployeeDirectory: Story = demoStory(EmployeeDirectoryDemo, employeeDirectorySource);
export const QuickStart: Story = demoStory(QuickStartDemo, quickStartSource);
export const RegionalSales: Story = demoStory(RegionalSalesDemo, regionalSalesSource);
