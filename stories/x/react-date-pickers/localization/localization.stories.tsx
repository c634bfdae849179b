import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus } from '../../../../src/demo/play';
import TranslatedPickersDemo from './TranslatedPickers.tsx';
import translatedPickersSource from './TranslatedPickers.tsx?demo';
import ThemeTranslationsDemo from './ThemeTranslations.tsx';
import themeTranslationsSource from './ThemeTranslations.tsx?demo';
import OverrideTranslationKeysDemo from './OverrideTranslationKeys.tsx';
import overrideTranslationKeysSource from './OverrideTranslationKeys.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const TranslatedPickers: Story = demoStory(TranslatedPickersDemo, translatedPickersSource);
export const ThemeTranslations: Story = demoStory(ThemeTranslationsDemo, themeTranslationsSource);
export const OverrideTranslationKeys: Story = demoStory(OverrideTranslationKeysDemo, overrideTranslationKeysSource);

TranslatedPickers.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Deutsch' }));
  // The field's labels and the opening button now speak German.
  await userEvent.click(await canvas.findByRole('button', { name: /^Datum auswählen/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  // Day.js names the month and the weekdays; the German week starts on Monday.
  await expect(popup.getByText('März 2025')).toBeInTheDocument();
  await expect(popup.getAllByRole('columnheader')[0]).toHaveAccessibleName('Montag');
  await expect(popup.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await leaveFocus(canvasElement);
};

OverrideTranslationKeys.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  const dialog = within(await pageOf(canvasElement).findByRole('dialog'));
  await expect(dialog.getByText('Choose a pick-up day')).toBeInTheDocument();
  await expect(dialog.getByRole('button', { name: 'Book pick-up' })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Keep current day' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await leaveFocus(canvasElement);
};
