import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../../src/demo/story';
import MinimalSetupDemo from './MinimalSetup.tsx';
import minimalSetupSource from './MinimalSetup.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const MinimalSetup: Story = demoStory(MinimalSetupDemo, minimalSetupSource);
