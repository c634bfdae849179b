import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, pageOf, pointAt } from '../../../../src/demo/play';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import LocaleTextsDemo from './LocaleTexts.tsx';
import localeTextsSource from './LocaleTexts.tsx?demo';
import ThemeLocalizationDemo from './ThemeLocalization.tsx';
import themeLocalizationSource from './ThemeLocalization.tsx?demo';
import CustomLocaleTextDemo from './CustomLocaleText.tsx';
import customLocaleTextSource from './CustomLocaleText.tsx?demo';
import IntlFormattingDemo from './IntlFormatting.tsx';
import intlFormattingSource from './IntlFormatting.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const LocaleTexts: Story = demoStory(LocaleTextsDemo, localeTextsSource);
export const ThemeLocalization: Story = demoStory(ThemeLocalizationDemo, themeLocalizationSource);
export const CustomLocaleText: Story = demoStory(CustomLocaleTextDemo, customLocaleTextSource);
export const IntlFormatting: Story = demoStory(IntlFormattingDemo, intlFormattingSource);

// Each play function ends where the demo started: first language, menus and tooltips closed,
// nothing focused, and the story repainted as a whole.
const settle = async (canvasElement: HTMLElement) => {
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
  await repaintWholeStory(canvasElement);
};

/** Opens the toolbar's export menu, checks its entries, and closes it again. */
const checkExportMenu = async (canvasElement: HTMLElement, button: string, entries: string[]) => {
  const page = pageOf(canvasElement);
  const toolbar = within(canvasElement).getByRole('toolbar');
  await userEvent.click(within(toolbar).getByRole('button', { name: button }));
  const menu = await page.findByRole('menu');
  for (const entry of entries) {
    await expect(within(menu).getByRole('menuitem', { name: entry })).toBeVisible();
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
};

LocaleTexts.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const language = canvas.getByRole('combobox', { name: 'Language' });
  await expect(canvas.getByText('No data to display')).toBeInTheDocument();
  await userEvent.selectOptions(language, 'frFR');
  await waitFor(() => expect(canvas.getByText('Pas de données')).toBeInTheDocument());
  await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
  await waitFor(() => expect(canvas.getByText('Chargement…')).toBeInTheDocument());
  await userEvent.selectOptions(language, 'elGR');
  await waitFor(() => expect(canvas.getByText('Φόρτωση δεδομένων…')).toBeInTheDocument());
  await userEvent.selectOptions(language, 'enUS');
  await userEvent.click(canvas.getByRole('button', { name: 'No data' }));
  await waitFor(() => expect(canvas.getByText('No data to display')).toBeInTheDocument());
  await settle(canvasElement);
};

ThemeLocalization.play = async ({ canvasElement }) => {
  const toolbar = within(within(canvasElement).getByRole('toolbar'));
  await expect(toolbar.getByRole('button', { name: 'Aumentar zoom' })).toBeInTheDocument();
  await checkExportMenu(canvasElement, 'Exportar', ['Imprimir', 'Exportar como PNG']);
  await settle(canvasElement);
};

CustomLocaleText.play = async ({ canvasElement }) => {
  await checkExportMenu(canvasElement, 'Exportieren', ['Drucken', 'Als PNG exportieren', 'Als WebP exportieren']);
  await settle(canvasElement);
};

IntlFormatting.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const tooltip = () => canvasElement.ownerDocument.querySelector<HTMLElement>('.MuiChartsTooltip-root');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Locale' }), 'de-DE');
  // Hover March: German month name and number format in the tooltip.
  const mark = canvasElement.querySelectorAll('[data-series="sales"] .MuiMarkElement-root')[2];
  if (!mark) throw new Error('The marks have not rendered');
  await pointAt(mark);
  await waitFor(() => expect(tooltip()).not.toBeNull());
  await expect(tooltip()).toHaveTextContent('März 2024');
  await expect(tooltip()).toHaveTextContent(/1\.973\.000\s€/);
  await userEvent.unhover(mark);
  await waitFor(() => expect(tooltip()).toBeNull());
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Locale' }), 'en-US');
  await waitFor(() => expect(canvas.getAllByText('Mar').length).toBeGreaterThan(0));
  await settle(canvasElement);
};
