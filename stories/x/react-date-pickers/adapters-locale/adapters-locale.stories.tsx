import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
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
