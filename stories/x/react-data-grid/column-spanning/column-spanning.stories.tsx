import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../../src/demo/story';
import ColumnSpanningNumberDemo from './ColumnSpanningNumber.tsx';
import columnSpanningNumberSource from './ColumnSpanningNumber.tsx?demo';
import ColumnSpanningFunctionDemo from './ColumnSpanningFunction.tsx';
import columnSpanningFunctionSource from './ColumnSpanningFunction.tsx?demo';
import ColumnSpanningDerivedDemo from './ColumnSpanningDerived.tsx';
import columnSpanningDerivedSource from './ColumnSpanningDerived.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ColumnSpanningNumber: Story = demoStory(ColumnSpanningNumberDemo, columnSpanningNumberSource);
export const ColumnSpanningFunction: Story = demoStory(ColumnSpanningFunctionDemo, columnSpanningFunctionSource);
export const ColumnSpanningDerived: Story = demoStory(ColumnSpanningDerivedDemo, columnSpanningDerivedSource);
