import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoStory } from '../../../src/demo/story';
import BasicPickersDemo from './BasicPickers.tsx';
import basicPickersSource from './BasicPickers.tsx?demo';
import DeliveryDateValidationDemo from './DeliveryDateValidation.tsx';
import deliveryDateValidationSource from './DeliveryDateValidation.tsx?demo';
import FixedMonthCalendarDemo from './FixedMonthCalendar.tsx';
import fixedMonthCalendarSource from './FixedMonthCalendar.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicPickers: Story = demoStory(BasicPickersDemo, basicPickersSource);
export const DeliveryDateValidation: Story = demoStory(DeliveryDateValidationDemo, deliveryDateValidationSource);
export const FixedMonthCalendar: Story = demoStory(FixedMonthCalendarDemo, fixedMonthCalendarSource);
