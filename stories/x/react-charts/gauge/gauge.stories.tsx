import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicGaugesDemo from './BasicGauges.tsx';
import basicGaugesSource from './BasicGauges.tsx?demo';
import GaugeValueRangeDemo from './GaugeValueRange.tsx';
import gaugeValueRangeSource from './GaugeValueRange.tsx?demo';
import GaugeArcPlaygroundDemo from './GaugeArcPlayground.tsx';
import gaugeArcPlaygroundSource from './GaugeArcPlayground.tsx?demo';
import GaugeTextDemo from './GaugeText.tsx';
import gaugeTextSource from './GaugeText.tsx?demo';
import GaugeArcDesignDemo from './GaugeArcDesign.tsx';
import gaugeArcDesignSource from './GaugeArcDesign.tsx?demo';
import GaugeAccessibilityDemo from './GaugeAccessibility.tsx';
import gaugeAccessibilitySource from './GaugeAccessibility.tsx?demo';
import GaugePointerDemo from './GaugePointer.tsx';
import gaugePointerSource from './GaugePointer.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicGauges: Story = demoStory(BasicGaugesDemo, basicGaugesSource);
export const GaugeValueRange: Story = demoStory(GaugeValueRangeDemo, gaugeValueRangeSource);
export const GaugeArcPlayground: Story = demoStory(GaugeArcPlaygroundDemo, gaugeArcPlaygroundSource);
export const GaugeText: Story = demoStory(GaugeTextDemo, gaugeTextSource);
export const GaugeArcDesign: Story = demoStory(GaugeArcDesignDemo, gaugeArcDesignSource);
export const GaugeAccessibility: Story = demoStory(GaugeAccessibilityDemo, gaugeAccessibilitySource);
export const GaugePointer: Story = demoStory(GaugePointerDemo, gaugePointerSource);

// Each play function ends where the demo started (nothing focused, same values), so the
// capture taken after it matches a fresh render.
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

GaugeAccessibility.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const meter = canvas.getByRole('meter', { name: 'Battery level' });
  await expect(meter).toHaveAttribute('aria-valuenow', '6');
  await expect(meter).toHaveAttribute('aria-valuemax', '12');
  await expect(meter).toHaveAttribute('aria-valuetext', '50% (6 hours) remaining');
};

GaugePointer.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const meter = canvas.getByRole('meter', { name: 'Download speed: 64 Mbit/s' });
  const needle = () => canvasElement.querySelector('svg[role="meter"] path[stroke]')?.getAttribute('d');
  const start = needle();
  await expect(meter).toHaveAttribute('aria-valuenow', '64');
  const slider = canvas.getByRole('slider', { name: 'Download speed (Mbit/s)' });
  slider.focus();
  // Ten steps up (the up and down arrows do not depend on the text direction): the meter, its
  // label and the needle follow.
  for (let step = 0; step < 10; step += 1) await userEvent.keyboard('{ArrowUp}');
  await expect(canvas.getByRole('meter', { name: 'Download speed: 74 Mbit/s' })).toHaveAttribute('aria-valuenow', '74');
  await expect(needle()).not.toBe(start);
  for (let step = 0; step < 10; step += 1) await userEvent.keyboard('{ArrowDown}');
  await expect(canvas.getByRole('meter', { name: 'Download speed: 64 Mbit/s' })).toBeInTheDocument();
  await expect(needle()).toBe(start);
  blurActiveElement(canvasElement);
};
