import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../src/demo/story';
import BasicPickersDemo from './BasicPickers';
import basicPickersSource from './BasicPickers.tsx?raw';
import DeliveryDateValidationDemo from './DeliveryDateValidation';
import deliveryDateValidationSource from './DeliveryDateValidation.tsx?raw';
import FixedMonthCalendarDemo from './FixedMonthCalendar';
import fixedMonthCalendarSource from './FixedMonthCalendar.tsx?raw';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicPickers: Story = demoStory(BasicPickersDemo, basicPickersSource, 'BasicPickers.tsx');
export const DeliveryDateValidation: Story = demoStory(
  DeliveryDateValidationDemo,
  deliveryDateValidationSource,
  'DeliveryDateValidation.tsx',
);
export const FixedMonthCalendar: Story = demoStory(
  FixedMonthCalendarDemo,
  fixedMonthCalendarSource,
  'FixedMonthCalendar.tsx',
);
