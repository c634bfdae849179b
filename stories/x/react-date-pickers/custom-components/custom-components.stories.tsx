import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus, fieldOf } from '../../../../src/demo/play';
import SlotPropsOwnerStateDemo from './SlotPropsOwnerState.tsx';
import slotPropsOwnerStateSource from './SlotPropsOwnerState.tsx?demo';
import ActionBarActionsDemo from './ActionBarActions.tsx';
import actionBarActionsSource from './ActionBarActions.tsx?demo';
import ActionBarByVariantDemo from './ActionBarByVariant.tsx';
import actionBarByVariantSource from './ActionBarByVariant.tsx?demo';
import CustomActionBarDemo from './CustomActionBar.tsx';
import customActionBarSource from './CustomActionBar.tsx?demo';
import ToolbarPropsDemo from './ToolbarProps.tsx';
import toolbarPropsSource from './ToolbarProps.tsx?demo';
import CustomToolbarDemo from './CustomToolbar.tsx';
import customToolbarSource from './CustomToolbar.tsx?demo';
import TabsIconsDemo from './TabsIcons.tsx';
import tabsIconsSource from './TabsIcons.tsx?demo';
import CustomTabsDemo from './CustomTabs.tsx';
import customTabsSource from './CustomTabs.tsx?demo';
import CalendarHeaderPropsDemo from './CalendarHeaderProps.tsx';
import calendarHeaderPropsSource from './CalendarHeaderProps.tsx?demo';
import CustomCalendarHeaderDemo from './CustomCalendarHeader.tsx';
import customCalendarHeaderSource from './CustomCalendarHeader.tsx?demo';
import RangeCalendarHeaderDemo from './RangeCalendarHeader.tsx';
import rangeCalendarHeaderSource from './RangeCalendarHeader.tsx?demo';
import ArrowSwitcherPropsDemo from './ArrowSwitcherProps.tsx';
import arrowSwitcherPropsSource from './ArrowSwitcherProps.tsx?demo';
import ArrowSwitcherIconsDemo from './ArrowSwitcherIcons.tsx';
import arrowSwitcherIconsSource from './ArrowSwitcherIcons.tsx?demo';
import DaySlotPropsDemo from './DaySlotProps.tsx';
import daySlotPropsSource from './DaySlotProps.tsx?demo';
import DayBadgesDemo from './DayBadges.tsx';
import dayBadgesSource from './DayBadges.tsx?demo';
import PickerDay2SizesDemo from './PickerDay2Sizes.tsx';
import pickerDay2SizesSource from './PickerDay2Sizes.tsx?demo';
import MonthYearButtonPropsDemo from './MonthYearButtonProps.tsx';
import monthYearButtonPropsSource from './MonthYearButtonProps.tsx?demo';
import CustomYearButtonDemo from './CustomYearButton.tsx';
import customYearButtonSource from './CustomYearButton.tsx?demo';
import ClockItemSlotsDemo from './ClockItemSlots.tsx';
import clockItemSlotsSource from './ClockItemSlots.tsx?demo';
import CustomTextFieldDemo from './CustomTextField.tsx';
import customTextFieldSource from './CustomTextField.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SlotPropsOwnerState: Story = demoStory(SlotPropsOwnerStateDemo, slotPropsOwnerStateSource);
export const ActionBarActions: Story = demoStory(ActionBarActionsDemo, actionBarActionsSource);
export const ActionBarByVariant: Story = demoStory(ActionBarByVariantDemo, actionBarByVariantSource);
export const CustomActionBar: Story = demoStory(CustomActionBarDemo, customActionBarSource);
export const ToolbarProps: Story = demoStory(ToolbarPropsDemo, toolbarPropsSource);
export const CustomToolbar: Story = demoStory(CustomToolbarDemo, customToolbarSource);
export const TabsIcons: Story = demoStory(TabsIconsDemo, tabsIconsSource);
export const CustomTabs: Story = demoStory(CustomTabsDemo, customTabsSource);
export const CalendarHeaderProps: Story = demoStory(CalendarHeaderPropsDemo, calendarHeaderPropsSource);
export const CustomCalendarHeader: Story = demoStory(CustomCalendarHeaderDemo, customCalendarHeaderSource);
export const RangeCalendarHeader: Story = demoStory(RangeCalendarHeaderDemo, rangeCalendarHeaderSource);
export const ArrowSwitcherProps: Story = demoStory(ArrowSwitcherPropsDemo, arrowSwitcherPropsSource);
export const ArrowSwitcherIcons: Story = demoStory(ArrowSwitcherIconsDemo, arrowSwitcherIconsSource);
export const DaySlotProps: Story = demoStory(DaySlotPropsDemo, daySlotPropsSource);
export const DayBadges: Story = demoStory(DayBadgesDemo, dayBadgesSource);
export const PickerDay2Sizes: Story = demoStory(PickerDay2SizesDemo, pickerDay2SizesSource);
export const MonthYearButtonProps: Story = demoStory(MonthYearButtonPropsDemo, monthYearButtonPropsSource);
export const CustomYearButton: Story = demoStory(CustomYearButtonDemo, customYearButtonSource);
export const ClockItemSlots: Story = demoStory(ClockItemSlotsDemo, clockItemSlotsSource);
export const CustomTextField: Story = demoStory(CustomTextFieldDemo, customTextFieldSource);

/** Opens the picker of the field labelled `label` and returns its popup. */
async function openPicker(canvasElement: HTMLElement, label: string, kind: 'date' | 'time' = 'date') {
  await userEvent.click(fieldOf(canvasElement, label).getByRole('button', { name: new RegExp(`Choose ${kind}`) }));
  return within(await pageOf(canvasElement).findByRole('dialog'));
}

async function waitForClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

/**
 * The button that opens a picker names the committed value, in the same words whatever the text
 * direction (the field's own text carries bidi marks in RTL).
 */
const openButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

SlotPropsOwnerState.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Required: pick the renewal date')).toBeInTheDocument();
  const popup = await openPicker(canvasElement, 'Contract renewal');
  await userEvent.click(popup.getByRole('gridcell', { name: '15' }));
  await waitForClosed(canvasElement);
  // The function runs again with the new owner state: the value is no longer empty.
  await expect(canvas.getByText('Chosen on the desktop picker')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ActionBarActions.play = async ({ canvasElement }) => {
  let popup = await openPicker(canvasElement, 'Invoice date');
  await userEvent.click(popup.getByRole('gridcell', { name: '20' }));
  // Cancel puts the last accepted date back.
  await userEvent.click(popup.getByRole('button', { name: 'Cancel' }));
  await waitForClosed(canvasElement);
  await expect(openButton(canvasElement, 'Choose date, selected date is Mar 14, 2025')).toBeInTheDocument();
  popup = await openPicker(canvasElement, 'Invoice date');
  await userEvent.click(popup.getByRole('button', { name: 'Clear' }));
  await waitForClosed(canvasElement);
  await expect(openButton(canvasElement, 'Choose date')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ActionBarByVariant.play = async ({ canvasElement }) => {
  let popup = await openPicker(canvasElement, 'Mobile: clear, cancel, OK');
  await expect(popup.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  await expect(popup.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  await userEvent.click(popup.getByRole('button', { name: 'Cancel' }));
  await waitForClosed(canvasElement);
  popup = await openPicker(canvasElement, 'Desktop: clear only');
  await expect(popup.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  await expect(popup.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

CustomActionBar.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Delivery date');
  await userEvent.click(popup.getByRole('button', { name: 'Week later' }));
  await waitFor(() => expect(popup.getByRole('gridcell', { name: '17' })).toHaveAttribute('aria-selected', 'true'));
  await userEvent.click(popup.getByRole('button', { name: 'Confirm' }));
  await waitForClosed(canvasElement);
  await expect(openButton(canvasElement, 'Choose date, selected date is Jun 17, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ToolbarProps.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Team offsite');
  await expect(popup.getByText('No day yet')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('gridcell', { name: '10' }));
  await expect(await popup.findByText('Fri, October 10')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('button', { name: 'OK' }));
  await waitForClosed(canvasElement);
  await expect(openButton(canvasElement, 'Choose date, selected date is Oct 10, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

CustomToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Ships 7 days after the order of Feb 3')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('gridcell', { name: '20' }));
  await expect(canvas.getByText('Ships 17 days after the order of Feb 3')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TabsIcons.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Departure');
  await userEvent.click(popup.getByRole('tab', { name: 'pick time' }));
  await expect(popup.getByRole('tab', { name: 'pick time' })).toHaveAttribute('aria-selected', 'true');
  await expect(popup.getByRole('listbox', { name: /^Select hours/ })).toBeInTheDocument();
  await userEvent.click(popup.getByRole('button', { name: 'Cancel' }));
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

CustomTabs.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Boarding');
  const tabs = within(popup.getByRole('group', { name: 'Part of the value' }));
  await expect(tabs.getByRole('button', { name: 'Jul 18' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(tabs.getByRole('button', { name: '9:05 AM' }));
  await expect(tabs.getByRole('button', { name: '9:05 AM' })).toHaveAttribute('aria-pressed', 'true');
  await expect(popup.getByRole('listbox', { name: /^Select hours/ })).toBeInTheDocument();
  await userEvent.click(popup.getByRole('button', { name: 'Cancel' }));
  await waitForClosed(canvasElement);
  await leaveFocus(canvasElement);
};

CustomCalendarHeader.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('March 2025')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Next year' }));
  await expect(await canvas.findByText('March 2026')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
  await expect(await canvas.findByText('February 2026')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

RangeCalendarHeader.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('April 2025')).toBeInTheDocument();
  // One or two months depending on the width: the button moves by as many months as it shows.
  await userEvent.click(canvas.getByRole('button', { name: /^Next \d months?$/ }));
  await waitFor(() => expect(canvas.queryByText('April 2025')).not.toBeInTheDocument());
  await userEvent.click(canvas.getByRole('button', { name: /^Previous \d months?$/ }));
  await expect(await canvas.findByText('April 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DaySlotProps.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('gridcell', { name: '15' })).toHaveAttribute('title', 'Payday');
  await expect(canvas.getByRole('gridcell', { name: '31' })).toHaveAttribute('title', 'Payday');
  await expect(canvas.getByRole('gridcell', { name: '16' })).not.toHaveAttribute('title');
};

DayBadges.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('gridcell', { name: 'December 23, 4 on leave' }));
  await expect(canvas.getByText('Tuesday, December 23: 4 on leave')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

CustomYearButton.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('radio', { name: /2025/ })).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(canvas.getByRole('radio', { name: /2027/ }));
  // The year is picked: the month view comes next, with its own custom buttons.
  await userEvent.click(await canvas.findByRole('radio', { name: 'March' }));
  await expect(canvas.getByRole('radio', { name: 'March' })).toHaveAttribute('aria-checked', 'true');
  await leaveFocus(canvasElement);
};

ClockItemSlots.play = async ({ canvasElement }) => {
  const popup = await openPicker(canvasElement, 'Table booking', 'time');
  await expect(popup.getAllByRole('listbox')).toHaveLength(1);
  await userEvent.click(popup.getByRole('option', { name: '01:00 PM' }));
  const ok = popup.queryByRole('button', { name: 'OK' });
  if (ok) {
    await userEvent.click(ok);
  }
  await waitForClosed(canvasElement);
  await expect(openButton(canvasElement, 'Choose time, selected time is 01:00 PM')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
