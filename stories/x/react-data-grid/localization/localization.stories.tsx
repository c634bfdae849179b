import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import LocaleSwitcherDemo from './LocaleSwitcher.tsx';
import localeSwitcherSource from './LocaleSwitcher.tsx?demo';
import ThemeLocaleDemo from './ThemeLocale.tsx';
import themeLocaleSource from './ThemeLocale.tsx?demo';
import CustomLocaleTextDemo from './CustomLocaleText.tsx';
import customLocaleTextSource from './CustomLocaleText.tsx?demo';
import RightToLeftDemo from './RightToLeft.tsx';
import rightToLeftSource from './RightToLeft.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const LocaleSwitcher: Story = demoStory(LocaleSwitcherDemo, localeSwitcherSource);
export const ThemeLocale: Story = demoStory(ThemeLocaleDemo, themeLocaleSource);
export const CustomLocaleText: Story = demoStory(CustomLocaleTextDemo, customLocaleTextSource);
export const RightToLeft: Story = demoStory(RightToLeftDemo, rightToLeftSource);

LocaleSwitcher.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Zeilen pro Seite:')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Français' }));
  await expect(await canvas.findByText('Lignes par page :')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: '日本語' }));
  await expect(await canvas.findByText('ページあたりの行数:')).toBeInTheDocument();
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

CustomLocaleText.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('2 factures sélectionnées')).toBeInTheDocument();
  await expect(canvas.getByText('1–5 sur 7')).toBeInTheDocument();
};
