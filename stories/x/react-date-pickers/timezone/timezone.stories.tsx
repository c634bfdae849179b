import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type * as React from 'react';
import { demoStory, globbedDemoStory } from '../../../../src/demo/story';
import type { DemoSource } from '../../../../src/demo/source/types';
import { fieldOf, pageOf, leaveFocus } from '../../../../src/demo/play';
import ValueTimezoneDemo from './ValueTimezone.tsx';
import valueTimezoneSource from './ValueTimezone.tsx?demo';
import TimezonePropDemo from './TimezoneProp.tsx';
import timezonePropSource from './TimezoneProp.tsx?demo';
import TimezoneSelectDemo from './TimezoneSelect.tsx';
import timezoneSelectSource from './TimezoneSelect.tsx?demo';
import DayjsUtcDemo from './DayjsUtc.tsx';
import dayjsUtcSource from './DayjsUtc.tsx?demo';
import DayjsTimezoneDemo from './DayjsTimezone.tsx';
import dayjsTimezoneSource from './DayjsTimezone.tsx?demo';
import EmptyValueTimezoneDemo from './EmptyValueTimezone.tsx';
import emptyValueTimezoneSource from './EmptyValueTimezone.tsx?demo';
import ValidationTimezoneDemo from './ValidationTimezone.tsx';
import validationTimezoneSource from './ValidationTimezone.tsx?demo';
import SameInstantDifferentDaysDemo from './SameInstantDifferentDays.tsx';
import sameInstantDifferentDaysSource from './SameInstantDifferentDays.tsx?demo';
import DateOnlyUtcDemo from './DateOnlyUtc.tsx';
import dateOnlyUtcSource from './DateOnlyUtc.tsx?demo';
import DstSpringForwardDemo from './DstSpringForward.tsx';
import dstSpringForwardSource from './DstSpringForward.tsx?demo';
import DstFallBackDemo from './DstFallBack.tsx';
import dstFallBackSource from './DstFallBack.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ValueTimezone: Story = demoStory(ValueTimezoneDemo, valueTimezoneSource);
export const TimezoneProp: Story = demoStory(TimezonePropDemo, timezonePropSource);
export const TimezoneSelect: Story = demoStory(TimezoneSelectDemo, timezoneSelectSource);
export const DayjsUtc: Story = demoStory(DayjsUtcDemo, dayjsUtcSource);
export const DayjsTimezone: Story = demoStory(DayjsTimezoneDemo, dayjsTimezoneSource);
export const EmptyValueTimezone: Story = demoStory(EmptyValueTimezoneDemo, emptyValueTimezoneSource);
export const ValidationTimezone: Story = demoStory(ValidationTimezoneDemo, validationTimezoneSource);
export const SameInstantDifferentDays: Story = demoStory(SameInstantDifferentDaysDemo, sameInstantDifferentDaysSource);
export const DateOnlyUtc: Story = demoStory(DateOnlyUtcDemo, dateOnlyUtcSource);
export const DstSpringForward: Story = demoStory(DstSpringForwardDemo, dstSpringForwardSource);
export const DstFallBack: Story = demoStory(DstFallBackDemo, dstFallBackSource);

TimezoneSelect.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('In UTC: Thursday, April 17, 2025 3:30 PM')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('combobox', { name: /Show times in/ }));
  await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: 'Asia/Tokyo' }));
  // The same instant, shown on the next day in Tokyo.
  await expect(canvas.getByText('In Asia/Tokyo: Friday, April 18, 2025 12:30 AM')).toBeInTheDocument();
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
  await leaveFocus(canvasElement);
};

EmptyValueTimezone.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  // The calendar opens on the month of `referenceDate`.
  await expect(popup.getByText('May 2025')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('gridcell', { name: '14' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  // The new value is created in the zone of the `timezone` prop.
  await expect(canvas.getByText('Value: 2025-05-14T00:00:00-04:00')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DateOnlyUtc.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await expect(popup.getByText('August 1990')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('gridcell', { name: '12' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByText('Saved: 1990-08-12')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DstSpringForward.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('March 30, 2025 in Paris lasts 23 hours.')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Add one hour' }));
  // 2:30 AM does not exist that night: one hour after 1:30 AM is 3:30 AM summer time.
  await expect(canvas.getByText('Stored value: 2025-03-30T03:30:00+02:00')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DstFallBack.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('October 26, 2025 in Paris lasts 25 hours.')).toBeInTheDocument();
  await expect(canvas.getByText('Stored value: 2025-10-26T02:30:00+02:00')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Add one hour' }));
  // 2:30 AM happens twice: the second one is in winter time.
  await expect(canvas.getByText('Stored value: 2025-10-26T02:30:00+01:00')).toBeInTheDocument();
  await expect(canvas.getByText('In UTC: 2025-10-26T01:30:00Z')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

// The Luxon demo type-checks in tsconfig/luxon.json: loaded by glob, which TypeScript does not
// follow, so Luxon's value type stays out of this program.
const luxonDemos = import.meta.glob<React.ComponentType>('./luxon/*.tsx', { import: 'default', eager: true });
const luxonSources = import.meta.glob<DemoSource>('./luxon/*.tsx', { query: '?demo', import: 'default', eager: true });
export const LuxonTimezones: Story = globbedDemoStory(luxonDemos, luxonSources, './luxon/LuxonTimezones.tsx');

LuxonTimezones.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const field = fieldOf(canvasElement, 'Launch call');
  // 15:30 in New York is 21:30 in Paris (both on summer time) and 02:30 the next day at UTC+7.
  await expect(canvas.getByText('Stored value: 2025-04-17T15:30:00.000-04:00')).toBeInTheDocument();
  await expect(field.getByRole('spinbutton', { name: 'Hours' })).toHaveTextContent('09');
  await userEvent.click(canvas.getByRole('button', { name: 'UTC+7' }));
  await waitFor(() => expect(field.getByRole('spinbutton', { name: 'Hours' })).toHaveTextContent('02'));
  await expect(field.getByRole('spinbutton', { name: 'Day' })).toHaveTextContent('18');
  // Editing in UTC+7 keeps the value in New York's zone.
  await userEvent.click(field.getByRole('spinbutton', { name: 'Hours' }));
  await userEvent.keyboard('{ArrowUp}');
  await expect(canvas.getByText('Stored value: 2025-04-17T16:30:00.000-04:00')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Europe/Paris' }));
  await leaveFocus(canvasElement);
};
