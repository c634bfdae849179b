import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../../../src/demo/story';
import ForecastZoneDemo from './ForecastZone.tsx';
import forecastZoneSource from './ForecastZone.tsx?demo';
import ProductQuadrantsDemo from './ProductQuadrants.tsx';
import productQuadrantsSource from './ProductQuadrants.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ForecastZone: Story = demoStory(ForecastZoneDemo, forecastZoneSource);
export const ProductQuadrants: Story = demoStory(ProductQuadrantsDemo, productQuadrantsSource);
