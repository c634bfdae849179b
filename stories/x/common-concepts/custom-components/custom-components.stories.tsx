import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { enterSearch } from '../../../../src/demo/play';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import DataGridToolbarAndOverlayDemo from './DataGridToolbarAndOverlay.tsx';
import dataGridToolbarAndOverlaySource from './DataGridToolbarAndOverlay.tsx?demo';
import DatePickerIconAndActionsDemo from './DatePickerIconAndActions.tsx';
import datePickerIconAndActionsSource from './DatePickerIconAndActions.tsx?demo';
import TreeViewCustomItemDemo from './TreeViewCustomItem.tsx';
import treeViewCustomItemSource from './TreeViewCustomItem.tsx?demo';
import ChartCustomTooltipDemo from './ChartCustomTooltip.tsx';
import chartCustomTooltipSource from './ChartCustomTooltip.tsx?demo';
import DateCalendarBadgeDayDemo from './DateCalendarBadgeDay.tsx';
import dateCalendarBadgeDaySource from './DateCalendarBadgeDay.tsx?demo';
import DataGridFooterStateDemo from './DataGridFooterState.tsx';
import dataGridFooterStateSource from './DataGridFooterState.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const DataGridToolbarAndOverlay: Story = demoStory(DataGridToolbarAndOverlayDemo, dataGridToolbarAndOverlaySource);
export const DatePickerIconAndActions: Story = demoStory(DatePickerIconAndActionsDemo, datePickerIconAndActionsSource);
export const TreeViewCustomItem: Story = demoStory(TreeViewCustomItemDemo, treeViewCustomItemSource);
export const ChartCustomTooltip: Story = demoStory(ChartCustomTooltipDemo, chartCustomTooltipSource);
export const DateCalendarBadgeDay: Story = demoStory(DateCalendarBadgeDayDemo, dateCalendarBadgeDaySource);
export const DataGridFooterState: Story = demoStory(DataGridFooterStateDemo, dataGridFooterStateSource);

/** Ends a play at rest: nothing focused, so no focus ring in the final capture. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

DataGridToolbarAndOverlay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('6 orders to ship')).toBeInTheDocument();
  await enterSearch(canvas.getByRole('searchbox', { name: 'Search orders' }), 'DHL');
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-rowindex]')).toHaveLength(2));
  await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search orders' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Ship all orders' }));
  await expect(await canvas.findByText('Every order is on its way')).toBeInTheDocument();
  await expect(canvas.getByText('0 orders to ship')).toBeInTheDocument();
  const restore = canvas.getByRole('button', { name: 'Restore the queue' });
  await userEvent.click(restore);
  await expect(await canvas.findByText('Northwind Traders')).toBeInTheDocument();
  // End at rest (no hover, no focus) so a snapshot never catches the button's tooltip half-way.
  await userEvent.unhover(restore);
  restore.blur();
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
};

DatePickerIconAndActions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('button', { name: /choose date/i }));
  const dialog = await body.findByRole('dialog');
  await expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  await expect(within(dialog).getByRole('button', { name: 'Today' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('gridcell', { name: '20' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByRole('group', { name: 'Appointment date' })).toHaveTextContent('05/20/2024');
};

TreeViewCustomItem.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const inbox = canvas.getByRole('treeitem', { name: /^Inbox/ });
  await expect(within(inbox).getByText('14')).toBeInTheDocument();
  await expect(canvas.getByRole('treeitem', { name: /^Support tickets/ })).toHaveTextContent('9');
};

ChartCustomTooltip.play = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  // The third bar of the "Opened" series is Wednesday: 45 opened, 39 resolved.
  const bar = canvasElement.querySelectorAll('[data-series="opened"] .MuiBarElement-root')[2];
  const svg = bar?.closest('svg');
  if (!bar || !svg) throw new Error('The bars have not rendered');
  await expect(body.queryByText('Backlog grew by 6')).toBeNull();
  const box = bar.getBoundingClientRect();
  await userEvent.pointer({ target: bar, coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 } });
  await waitFor(() => expect(body.getByText('Backlog grew by 6')).toBeVisible());
  await expect(body.getByText('Wednesday')).toBeVisible();
  // Leave the chart: the custom tooltip closes like the default one.
  await userEvent.unhover(svg);
  await waitFor(() => expect(body.queryByText('Backlog grew by 6')).toBeNull());
  await repaintWholeStory(canvasElement);
};

DateCalendarBadgeDay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // A day with deliveries: the library's day button, wrapped in a badge showing the count.
  const busyDay = canvas.getByRole('gridcell', { name: 'March 27, 4 deliveries' });
  const busyBadge = busyDay.closest('.MuiBadge-root')?.querySelector('.MuiBadge-badge');
  await expect(busyBadge).toHaveTextContent('4');
  await expect(busyBadge).not.toHaveClass('MuiBadge-invisible');
  // A day without deliveries keeps an invisible badge.
  const quietDay = canvas.getByRole('gridcell', { name: '13' });
  await expect(quietDay.closest('.MuiBadge-root')?.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
  // The wrapped day still selects.
  await userEvent.click(busyDay);
  await expect(canvas.getByText('Thursday, March 27: 4 deliveries')).toBeInTheDocument();
  await expect(busyDay).toHaveAttribute('aria-selected', 'true');
  blurActiveElement(canvasElement);
};

DataGridFooterState.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  /** The checkbox of the row with this id (its name switches between "Select row" and "Unselect row"). */
  const rowCheckbox = async (id: string) => {
    const row = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`);
      if (!element) throw new Error(`Row ${id} is not rendered`);
      return element;
    });
    return within(row).getByRole('checkbox');
  };
  await expect(canvas.getByText('Select invoices to add them up')).toBeInTheDocument();
  await userEvent.click(await rowCheckbox('INV-1087'));
  await userEvent.click(await rowCheckbox('INV-1088'));
  await expect(await canvas.findByText('2 selected: $5,060.50')).toBeInTheDocument();
  // The selection of other pages counts too.
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await userEvent.click(await rowCheckbox('INV-1092'));
  await expect(await canvas.findByText('3 selected: $12,185.75')).toBeInTheDocument();
  blurActiveElement(canvasElement);
};
