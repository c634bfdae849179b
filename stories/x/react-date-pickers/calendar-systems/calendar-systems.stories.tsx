import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type * as React from 'react';
import { demoStory, globbedDemoStory } from '../../../../src/demo/story';
import type { DemoSource } from '../../../../src/demo/source/types';
import { pageOf, leaveFocus } from '../../../../src/demo/play';
import JalaliDatePickerDemo from './JalaliDatePicker.tsx';
import jalaliDatePickerSource from './JalaliDatePicker.tsx?demo';
import JalaliDateTimePickerDemo from './JalaliDateTimePicker.tsx';
import jalaliDateTimePickerSource from './JalaliDateTimePicker.tsx?demo';
import JalaliCalendarEnglishDemo from './JalaliCalendarEnglish.tsx';
import jalaliCalendarEnglishSource from './JalaliCalendarEnglish.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const JalaliDatePicker: Story = demoStory(JalaliDatePickerDemo, jalaliDatePickerSource);
export const JalaliDateTimePicker: Story = demoStory(JalaliDateTimePickerDemo, jalaliDateTimePickerSource);
export const JalaliCalendarEnglish: Story = demoStory(JalaliCalendarEnglishDemo, jalaliCalendarEnglishSource);

// The Hijri demos use Moment values and type-check in tsconfig/moment.json: loaded by glob, which
// TypeScript does not follow, so their adapter stays out of the Jalali program.
const hijriDemos = import.meta.glob<React.ComponentType>('./hijri/*.tsx', { import: 'default', eager: true });
const hijriSources = import.meta.glob<DemoSource>('./hijri/*.tsx', { query: '?demo', import: 'default', eager: true });
export const HijriDatePicker: Story = globbedDemoStory(hijriDemos, hijriSources, './hijri/HijriDatePicker.tsx');

JalaliDatePicker.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The opening button speaks Persian (faIR translations).
  await userEvent.click(canvas.getByRole('button', { name: /^تاریخ را انتخاب کنید/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  // 21 March 2025 is the first day of Farvardin 1404; the Persian week starts on Saturday.
  await expect(popup.getByText(/فروردین/)).toBeInTheDocument();
  await expect(popup.getAllByRole('columnheader')[0]).toHaveAccessibleName('شنبه');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await leaveFocus(canvasElement);
};

JalaliCalendarEnglish.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // September 23, 2025 is 1 Mehr 1404.
  await expect(canvas.getByText(/Mehr/)).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('gridcell', { name: '10' }));
  await expect(canvas.getByText('Gregorian date: October 2, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

HijriDatePicker.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Gregorian date: March 1, 2025')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/i }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  // Ramadan (رمضان) 1446, with Latin digits.
  await expect(popup.getByText(/رمضان/)).toBeInTheDocument();
  await userEvent.click(popup.getByRole('gridcell', { name: '10' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByText('Gregorian date: March 10, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
