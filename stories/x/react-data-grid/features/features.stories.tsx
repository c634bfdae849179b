import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../../src/demo/story';
import FeatureShowcaseDemo from './FeatureShowcase.tsx';
import featureShowcaseSource from './FeatureShowcase.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const FeatureShowcase: Story = demoStory(FeatureShowcaseDemo, featureShowcaseSource);
