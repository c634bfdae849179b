import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type * as React from 'react';
import { demoStory, globbedDemoStory } from '../../../../src/demo/story';
import type { DemoSource } from '../../../../src/demo/source/types';
import { fieldOf, leaveFocus, pageOf } from '../../../../src/demo/play';
import DayjsLocalesDemo from './DayjsLocales.tsx';
import dayjsLocalesSource from './DayjsLocales.tsx?demo';
import FirstDayOfWeekDemo from './FirstDayOfWeek.tsx';
import firstDayOfWeekSource from './FirstDayOfWeek.tsx?demo';
import HourCycleDemo from './HourCycle.tsx';
import hourCycleSource from './HourCycle.tsx?demo';
import MeridiemDemo from './Meridiem.tsx';
import meridiemSource from './Meridiem.tsx?demo';
import CustomFieldFormatDemo from './CustomFieldFormat.tsx';
import customFieldFormatSource from './CustomFieldFormat.tsx?demo';
import LocalizedFormatTokensDemo from './LocalizedFormatTokens.tsx';
import localizedFormatTokensSource from './LocalizedFormatTokens.tsx?demo';
import EscapedTextDemo from './EscapedText.tsx';
import escapedTextSource from './EscapedText.tsx?demo';
import LeadingZerosDemo from './LeadingZeros.tsx';
import leadingZerosSource from './LeadingZeros.tsx?demo';
import FormatDensityDemo from './FormatDensity.tsx';
import formatDensitySource from './FormatDensity.tsx?demo';
import FieldPlaceholdersDemo from './FieldPlaceholders.tsx';
import fieldPlaceholdersSource from './FieldPlaceholders.tsx?demo';
import ProviderDateFormatsDemo from './ProviderDateFormats.tsx';
import providerDateFormatsSource from './ProviderDateFormats.tsx?demo';
import ComponentFormatsDemo from './ComponentFormats.tsx';
import componentFormatsSource from './ComponentFormats.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const DayjsLocales: Story = demoStory(DayjsLocalesDemo, dayjsLocalesSource);
export const FirstDayOfWeek: Story = demoStory(FirstDayOfWeekDemo, firstDayOfWeekSource);
export const HourCycle: Story = demoStory(HourCycleDemo, hourCycleSource);
export const Meridiem: Story = demoStory(MeridiemDemo, meridiemSource);
export const CustomFieldFormat: Story = demoStory(CustomFieldFormatDemo, customFieldFormatSource);
export const LocalizedFormatTokens: Story = demoStory(LocalizedFormatTokensDemo, localizedFormatTokensSource);
export const EscapedText: Story = demoStory(EscapedTextDemo, escapedTextSource);
export const LeadingZeros: Story = demoStory(LeadingZerosDemo, leadingZerosSource);
export const FormatDensity: Story = demoStory(FormatDensityDemo, formatDensitySource);
export const FieldPlaceholders: Story = demoStory(FieldPlaceholdersDemo, fieldPlaceholdersSource);
export const ProviderDateFormats: Story = demoStory(ProviderDateFormatsDemo, providerDateFormatsSource);
export const ComponentFormats: Story = demoStory(ComponentFormatsDemo, componentFormatsSource);

// The date-fns, Luxon and Moment demos are loaded by glob: TypeScript does not follow it, so their
// adapters' value types stay out of this program (each library's demos check in tsconfig/).
const otherLibraryDemos = import.meta.glob<React.ComponentType>(['./date-fns/*.tsx', './luxon/*.tsx', './moment/*.tsx'], { import: 'default', eager: true });
const otherLibrarySources = import.meta.glob<DemoSource>(['./date-fns/*.tsx', './luxon/*.tsx', './moment/*.tsx'], { query: '?demo', import: 'default', eager: true });
const otherLibraryStory = (file: string) => globbedDemoStory(otherLibraryDemos, otherLibrarySources, file);

export const DateFnsAdapter: Story = otherLibraryStory('./date-fns/DateFnsAdapter.tsx');
export const LuxonAdapter: Story = otherLibraryStory('./luxon/LuxonAdapter.tsx');
export const MomentAdapter: Story = otherLibraryStory('./moment/MomentAdapter.tsx');

DayjsLocales.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('March 2025')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Français' }));
  // Day.js now writes the month in French, and the French week starts on Monday.
  await expect(await canvas.findByText('mars 2025')).toBeInTheDocument();
  await expect(canvas.getAllByRole('columnheader')[0]).toHaveAccessibleName('lundi');
  await userEvent.click(canvas.getByRole('button', { name: 'Deutsch' }));
  await expect(await canvas.findByText('März 2025')).toBeInTheDocument();
  await expect(canvas.getAllByRole('columnheader')[0]).toHaveAccessibleName('Montag');
  await leaveFocus(canvasElement);
};

FirstDayOfWeek.play = async ({ canvasElement }) => {
  const grids = within(canvasElement).getAllByRole('grid');
  await expect(within(grids[0]).getAllByRole('columnheader')[0]).toHaveAccessibleName('Sunday');
  await expect(within(grids[1]).getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday');
};

/** Opens the picker of the demo, picks a day of the month shown, and waits for the popup to close. */
const pickDay = async (canvasElement: HTMLElement, day: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await userEvent.click(popup.getByRole('gridcell', { name: day }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
};

DateFnsAdapter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Value: 2025-03-14')).toBeInTheDocument();
  await pickDay(canvasElement, '20');
  await expect(canvas.getByText('Value: 2025-03-20')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

LuxonAdapter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Value: 2025-03-14T09:30:00.000+01:00')).toBeInTheDocument();
  // An hour later, still in Berlin's zone.
  await userEvent.click(fieldOf(canvasElement, 'Besprechung').getByRole('spinbutton', { name: 'Hours' }));
  await userEvent.keyboard('{ArrowUp}');
  await expect(canvas.getByText('Value: 2025-03-14T10:30:00.000+01:00')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

MomentAdapter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The field speaks Spanish (the calendar's month is "marzo"); the line below formats in English.
  await expect(canvas.getByText('Value: Friday, March 14, 2025')).toBeInTheDocument();
  await pickDay(canvasElement, '20');
  await expect(canvas.getByText('Value: Thursday, March 20, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
