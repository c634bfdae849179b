import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ColumnMenuOverviewDemo from './ColumnMenuOverview.tsx';
import columnMenuOverviewSource from './ColumnMenuOverview.tsx?demo';
import AddMenuItemDemo from './AddMenuItem.tsx';
import addMenuItemSource from './AddMenuItem.tsx?demo';
import OverrideMenuItemDemo from './OverrideMenuItem.tsx';
import overrideMenuItemSource from './OverrideMenuItem.tsx?demo';
import HideMenuItemsDemo from './HideMenuItems.tsx';
import hideMenuItemsSource from './HideMenuItems.tsx?demo';
import ReorderMenuItemsDemo from './ReorderMenuItems.tsx';
import reorderMenuItemsSource from './ReorderMenuItems.tsx?demo';
import CustomColumnMenuDemo from './CustomColumnMenu.tsx';
import customColumnMenuSource from './CustomColumnMenu.tsx?demo';
import OpenColumnMenuFromCodeDemo from './OpenColumnMenuFromCode.tsx';
import openColumnMenuFromCodeSource from './OpenColumnMenuFromCode.tsx?demo';
import DisableColumnMenuDemo from './DisableColumnMenu.tsx';
import disableColumnMenuSource from './DisableColumnMenu.tsx?demo';
import ColumnMenuPremiumDemo from './ColumnMenuPremium.tsx';
import columnMenuPremiumSource from './ColumnMenuPremium.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ColumnMenuOverview: Story = demoStory(ColumnMenuOverviewDemo, columnMenuOverviewSource);
export const AddMenuItem: Story = demoStory(AddMenuItemDemo, addMenuItemSource);
export const OverrideMenuItem: Story = demoStory(OverrideMenuItemDemo, overrideMenuItemSource);
export const HideMenuItems: Story = demoStory(HideMenuItemsDemo, hideMenuItemsSource);
export const ReorderMenuItems: Story = demoStory(ReorderMenuItemsDemo, reorderMenuItemsSource);
export const CustomColumnMenu: Story = demoStory(CustomColumnMenuDemo, customColumnMenuSource);
export const OpenColumnMenuFromCode: Story = demoStory(OpenColumnMenuFromCodeDemo, openColumnMenuFromCodeSource);
export const DisableColumnMenu: Story = demoStory(DisableColumnMenuDemo, disableColumnMenuSource);
export const ColumnMenuPremium: Story = demoStory(ColumnMenuPremiumDemo, columnMenuPremiumSource);

/**
 * The header's menu button, by its `aria-label` ("Salary column menu"). It stays
 * `visibility: hidden` until the header is hovered, which role queries cannot see through.
 */
function menuButton(canvasElement: HTMLElement, columnName: string) {
  return within(canvasElement).getByLabelText(`${columnName} column menu`, { selector: 'button' });
}

/** Opens a column's menu with its header button and returns queries scoped to the menu (a portal). */
async function openColumnMenu(canvasElement: HTMLElement, columnName: string) {
  await userEvent.click(menuButton(canvasElement, columnName));
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('menu', { name: `${columnName} column menu` }));
}

/** Waits for every menu to be gone and for the button's tooltip not to linger in the final capture. */
async function settle(canvasElement: HTMLElement, columnName: string) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  await userEvent.unhover(menuButton(canvasElement, columnName));
  await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
}

async function closeColumnMenu(canvasElement: HTMLElement, columnName: string) {
  await userEvent.keyboard('{Escape}');
  await settle(canvasElement, columnName);
}

ColumnMenuOverview.play = async ({ canvasElement }) => {
  const menu = await openColumnMenu(canvasElement, 'Department');
  await expect(menu.getByRole('menuitem', { name: 'Sort by ASC' })).toBeInTheDocument();
  await expect(menu.getByRole('menuitem', { name: 'Filter' })).toBeInTheDocument();
  await expect(menu.getByRole('menuitem', { name: 'Hide column' })).toBeInTheDocument();
  await expect(menu.getByRole('menuitem', { name: 'Manage columns' })).toBeInTheDocument();
  await closeColumnMenu(canvasElement, 'Department');
};

AddMenuItem.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const menu = await openColumnMenu(canvasElement, 'Salary');
  await userEvent.click(menu.getByRole('menuitem', { name: 'Summarize column' }));
  await expect(canvas.getByRole('status')).toHaveTextContent(
    'Salary: lowest $64,800, highest $141,500, average $104,642',
  );
  await settle(canvasElement, 'Salary');
};

OverrideMenuItem.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  let menu = await openColumnMenu(canvasElement, 'Office');
  await expect(menu.queryByRole('menuitem', { name: 'Manage columns' })).toBeNull();
  await expect(menu.getByRole('menuitem', { name: 'Show all columns' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(menu.getByRole('menuitem', { name: 'Hide column' }));
  await waitFor(() => expect(canvas.queryByRole('columnheader', { name: 'Office' })).toBeNull());
  await settle(canvasElement, 'Name');

  menu = await openColumnMenu(canvasElement, 'Name');
  await userEvent.click(menu.getByRole('menuitem', { name: 'Show all columns' }));
  await expect(await canvas.findByRole('columnheader', { name: 'Office' })).toBeInTheDocument();
  await settle(canvasElement, 'Name');
};

HideMenuItems.play = async ({ canvasElement }) => {
  let menu = await openColumnMenu(canvasElement, 'Customer');
  await expect(menu.getByRole('menuitem', { name: 'Filter' })).toBeInTheDocument();
  await expect(menu.queryByRole('menuitem', { name: 'Hide column' })).toBeNull();
  await closeColumnMenu(canvasElement, 'Customer');

  menu = await openColumnMenu(canvasElement, 'Shipment');
  await expect(menu.getByRole('menuitem', { name: 'Sort by ASC' })).toBeInTheDocument();
  await expect(menu.queryByRole('menuitem', { name: 'Filter' })).toBeNull();
  await closeColumnMenu(canvasElement, 'Shipment');
};

ReorderMenuItems.play = async ({ canvasElement }) => {
  const menu = await openColumnMenu(canvasElement, 'Subject');
  const items = menu.getAllByRole('menuitem');
  await expect(items[0]).toHaveAccessibleName('Filter');
  await expect(items[1]).toHaveAccessibleName('Sort by ASC');
  await closeColumnMenu(canvasElement, 'Subject');
};

CustomColumnMenu.play = async ({ canvasElement }) => {
  const rowCount = () => canvasElement.querySelectorAll('[data-rowindex]').length;
  await expect(rowCount()).toBe(6);

  let menu = await openColumnMenu(canvasElement, 'Status');
  await expect(menu.queryByRole('menuitem', { name: 'Filter' })).toBeNull();
  await userEvent.click(menu.getByRole('menuitem', { name: 'Show open tasks only' }));
  await waitFor(() => expect(rowCount()).toBe(4));
  await settle(canvasElement, 'Status');

  menu = await openColumnMenu(canvasElement, 'Assignee');
  await expect(menu.getByRole('menuitem', { name: 'Filter' })).toBeInTheDocument();
  await closeColumnMenu(canvasElement, 'Assignee');

  menu = await openColumnMenu(canvasElement, 'Status');
  await userEvent.click(menu.getByRole('menuitem', { name: 'Show all tasks' }));
  await waitFor(() => expect(rowCount()).toBe(6));
  await settle(canvasElement, 'Status');
};

OpenColumnMenuFromCode.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('button', { name: 'Open the Status menu' }));
  const menu = within(await body.findByRole('menu', { name: 'Status column menu' }));
  await expect(menu.getByRole('menuitem', { name: 'Sort by ASC' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
};

DisableColumnMenu.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const query = (name: string) => canvas.queryByLabelText(`${name} column menu`, { selector: 'button' });
  await expect(query('Company')).toBeInTheDocument();
  // `disableColumnMenu` on the Contact column only.
  await expect(query('Contact')).toBeNull();

  const toggle = canvas.getByRole('switch', { name: 'Column menus' });
  await userEvent.click(toggle);
  await waitFor(() => expect(query('Company')).toBeNull());
  await userEvent.click(toggle);
  await waitFor(() => expect(query('Company')).toBeInTheDocument());
  toggle.blur();
};

ColumnMenuPremium.play = async ({ canvasElement }) => {
  const menu = await openColumnMenu(canvasElement, 'Product');
  await expect(menu.getByRole('menuitem', { name: 'Pin to left' })).toBeInTheDocument();
  await expect(menu.getByRole('menuitem', { name: 'Group by Product' })).toBeInTheDocument();
  await closeColumnMenu(canvasElement, 'Product');
};
