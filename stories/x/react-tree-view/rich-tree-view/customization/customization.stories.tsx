import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import { demoStory } from '../../../../../src/demo/story';
import CustomIconsDemo from './CustomIcons.tsx';
import customIconsSource from './CustomIcons.tsx?demo';
import CustomAnimationDemo from './CustomAnimation.tsx';
import customAnimationSource from './CustomAnimation.tsx?demo';
import CustomStylingDemo from './CustomStyling.tsx';
import customStylingSource from './CustomStyling.tsx?demo';
import HeadlessItemDemo from './HeadlessItem.tsx';
import headlessItemSource from './HeadlessItem.tsx?demo';
import FileExplorerDemo from './FileExplorer.tsx';
import fileExplorerSource from './FileExplorer.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const CustomIcons: Story = demoStory(CustomIconsDemo, customIconsSource);
export const CustomAnimation: Story = demoStory(CustomAnimationDemo, customAnimationSource);
export const CustomStyling: Story = demoStory(CustomStylingDemo, customStylingSource);
export const HeadlessItem: Story = demoStory(HeadlessItemDemo, headlessItemSource);
export const FileExplorer: Story = demoStory(FileExplorerDemo, fileExplorerSource);

/** The tree item (`li` with role `treeitem`) around a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

/** Waits until the tree has registered its items (one item is in the tab order). */
async function itemsRegistered(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[role="treeitem"][tabindex="0"]')).not.toBeNull());
}

/** The outline drawn by an icon component, rendered on its own (icons have no test id in production builds). */
function pathOf(Icon: React.ElementType): string | null {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<Icon />));
  const d = container.querySelector('path')?.getAttribute('d') ?? null;
  root.unmount();
  return d;
}

/** The outline of the icon shown in front of an item's own label (not the icons of its children). */
function iconPathOf(item: HTMLElement): string | null | undefined {
  return item
    .querySelector(':scope > .MuiTreeItem-content > .MuiTreeItem-iconContainer svg path')
    ?.getAttribute('d');
}

/**
 * Waits until no group of items is still opening or closing, so that the final pixels are stable.
 * (The headless item's group has no `MuiTreeItem-*` class: look for any Collapse.)
 */
async function transitionsSettled(canvasElement: HTMLElement) {
  const moving = '.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)';
  await waitFor(() => expect(canvasElement.querySelector(moving)).toBeNull());
}

CustomIcons.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const expandPath = pathOf(AddBoxOutlined);
  const collapsePath = pathOf(IndeterminateCheckBoxOutlined);
  // Collapsed items show the expand icon, expanded items the collapse icon.
  const desserts = treeItemOf(canvas.getByText('Desserts'));
  await expect(desserts).toHaveAttribute('aria-expanded', 'false');
  await expect(iconPathOf(desserts)).toBe(expandPath);
  await expect(iconPathOf(treeItemOf(canvas.getByText('Breakfast')))).toBe(collapsePath);
  await userEvent.click(canvas.getByText('Desserts'));
  await expect(desserts).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(iconPathOf(desserts)).toBe(collapsePath));
  // Items without children get the end icon, a dot.
  const pancakes = treeItemOf(canvas.getByText('Buttermilk pancakes'));
  await expect(pancakes.querySelector('.MuiTreeItem-iconContainer svg circle')).not.toBeNull();
  await transitionsSettled(canvasElement);
};

CustomAnimation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'None' }));
  await expect(canvas.getByRole('button', { name: 'None' })).toHaveAttribute('aria-pressed', 'true');
  const day2 = treeItemOf(canvas.getByText('Day 2: Workshops'));
  await userEvent.click(canvas.getByText('Day 2: Workshops'));
  await expect(day2).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByText('09:30 Accessibility workshop')).toBeVisible();
  await transitionsSettled(canvasElement);
};

CustomStyling.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(treeItemOf(canvas.getByText('Products'))).toHaveAttribute('aria-selected', 'true');
  const orders = treeItemOf(canvas.getByText('Orders'));
  await userEvent.click(canvas.getByText('Orders'));
  await expect(orders).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(canvas.getByText('Abandoned checkouts'));
  await expect(treeItemOf(canvas.getByText('Abandoned checkouts'))).toHaveAttribute('aria-selected', 'true');
  await expect(treeItemOf(canvas.getByText('Products'))).toHaveAttribute('aria-selected', 'false');
  await transitionsSettled(canvasElement);
};

HeadlessItem.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  // The job titles come from the item objects, read with useTreeItemModel.
  await expect(canvas.getByText('Head of Engineering')).toBeVisible();
  // The custom item behaves like a TreeItem: a click selects and expands it.
  const chloe = treeItemOf(canvas.getByText('Chloé Laurent'));
  await expect(chloe).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(canvas.getByText('Chloé Laurent'));
  await expect(chloe).toHaveAttribute('aria-expanded', 'true');
  await expect(chloe).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByText('Inès Duarte')).toBeVisible();
  await expect(canvas.getByText('Product Designer')).toBeVisible();
  await transitionsSettled(canvasElement);
};

FileExplorer.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const alpine = treeItemOf(canvas.getByText('Alpine Outfitters'));
  await expect(iconPathOf(alpine)).toBe(pathOf(FolderRounded));
  await userEvent.click(canvas.getByText('Alpine Outfitters'));
  await expect(alpine).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(iconPathOf(alpine)).toBe(pathOf(FolderOpenRounded)));
  await expect(canvas.getByText('Media plan.xlsx')).toBeVisible();
  await expect(canvas.getByText('31 KB')).toBeVisible();
  await transitionsSettled(canvasElement);
};
