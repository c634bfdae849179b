import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../../../src/demo/story';
import AxesInspectorDemo from './AxesInspector.tsx';
import axesInspectorSource from './AxesInspector.tsx?demo';
import CurrentMonthMarkerDemo from './CurrentMonthMarker.tsx';
import currentMonthMarkerSource from './CurrentMonthMarker.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const AxesInspector: Story = demoStory(AxesInspectorDemo, axesInspectorSource);
export const CurrentMonthMarker: Story = demoStory(CurrentMonthMarkerDemo, currentMonthMarkerSource);
