import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus } from '../../../../src/demo/play';
import BasicShortcutsDemo from './BasicShortcuts.tsx';
import basicShortcutsSource from './BasicShortcuts.tsx?demo';
import ShortcutsValidationDemo from './ShortcutsValidation.tsx';
import shortcutsValidationSource from './ShortcutsValidation.tsx?demo';
import RangeShortcutsDemo from './RangeShortcuts.tsx';
import rangeShortcutsSource from './RangeShortcuts.tsx?demo';
import ChangeImportanceDemo from './ChangeImportance.tsx';
import changeImportanceSource from './ChangeImportance.tsx?demo';
import StaticShortcutsDemo from './StaticShortcuts.tsx';
import staticShortcutsSource from './StaticShortcuts.tsx?demo';
import CustomShortcutsListDemo from './CustomShortcutsList.tsx';
import customShortcutsListSource from './CustomShortcutsList.tsx?demo';
import TimeShortcutsDemo from './TimeShortcuts.tsx';
import timeShortcutsSource from './TimeShortcuts.tsx?demo';
import ShortcutOriginDemo from './ShortcutOrigin.tsx';
import shortcutOriginSource from './ShortcutOrigin.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicShortcuts: Story = demoStory(BasicShortcutsDemo, basicShortcutsSource);
export const ShortcutsValidation: Story = demoStory(ShortcutsValidationDemo, shortcutsValidationSource);
export const RangeShortcuts: Story = demoStory(RangeShortcutsDemo, rangeShortcutsSource);
export const ChangeImportance: Story = demoStory(ChangeImportanceDemo, changeImportanceSource);
export const StaticShortcuts: Story = demoStory(StaticShortcutsDemo, staticShortcutsSource);
export const CustomShortcutsList: Story = demoStory(CustomShortcutsListDemo, customShortcutsListSource);
export const TimeShortcuts: Story = demoStory(TimeShortcutsDemo, timeShortcutsSource);
export const ShortcutOrigin: Story = demoStory(ShortcutOriginDemo, shortcutOriginSource);

/** Opens the popup of the picker whose open button matches `name`, and returns it. */
async function openPopup(canvasElement: HTMLElement, name: RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await pageOf(canvasElement).findByRole('dialog'));
}

async function popupClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

/** The entries of the callback log, as text. */
function entries(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Callback log', hidden: true });
  return Array.from(list.querySelectorAll('li')).map((item) => item.textContent);
}

BasicShortcuts.play = async ({ canvasElement }) => {
  const popup = await openPopup(canvasElement, /Choose date/);
  await userEvent.click(popup.getByRole('button', { name: 'Christmas Day' }));
  // A shortcut accepts its value and closes the popup.
  await popupClosed(canvasElement);
  await expect(
    within(canvasElement).getByRole('button', { name: 'Choose date, selected date is Dec 25, 2025' }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ShortcutsValidation.play = async ({ canvasElement }) => {
  const popup = await openPopup(canvasElement, /Choose date/);
  // Saturday, and a day before `minDate`: both chips are disabled.
  await expect(popup.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-disabled', 'true');
  await expect(popup.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(popup.getByRole('button', { name: 'Next business day' }));
  await popupClosed(canvasElement);
  await expect(
    within(canvasElement).getByRole('button', { name: 'Choose date, selected date is Apr 14, 2025' }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

RangeShortcuts.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const popup = await openPopup(canvasElement, /Choose range/);
  await userEvent.click(popup.getByRole('button', { name: 'Last 7 days' }));
  await popupClosed(canvasElement);
  await expect(canvas.getByText('From Thu, Apr 3 to Wed, Apr 9, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ChangeImportance.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // 'accept' (default): the shortcut commits the value and closes the popup.
  let popup = await openPopup(canvasElement, /Choose date/);
  await userEvent.click(popup.getByRole('button', { name: 'Next Monday' }));
  await popupClosed(canvasElement);
  await waitFor(() =>
    expect(entries(canvasElement)).toEqual([
      'onChange 2025-04-14 from "Next Monday"',
      'onAccept 2025-04-14 from "Next Monday"',
      'onClose',
    ]),
  );
  // 'set': the shortcut only changes the value; the popup stays open.
  await userEvent.click(canvas.getByRole('button', { name: 'set' }));
  popup = await openPopup(canvasElement, /Choose date/);
  await userEvent.click(popup.getByRole('button', { name: 'End of month' }));
  await expect(entries(canvasElement)).toEqual(['onChange 2025-04-30 from "End of month"']);
  await expect(pageOf(canvasElement).getByRole('dialog')).toBeInTheDocument();
  // Dismissing the popup commits the value it shows.
  await userEvent.keyboard('{Escape}');
  await popupClosed(canvasElement);
  await waitFor(() =>
    expect(entries(canvasElement)).toEqual(['onChange 2025-04-30 from "End of month"', 'onAccept 2025-04-30', 'onClose']),
  );
  await leaveFocus(canvasElement);
};

StaticShortcuts.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'One week' }));
  // The range now ends on Friday the 18th: the 25th is no longer part of it.
  await waitFor(() => expect(canvas.getByRole('gridcell', { name: '18' })).toHaveAttribute('aria-selected', 'true'));
  await expect(canvas.getByRole('gridcell', { name: '25' })).not.toHaveAttribute('aria-selected', 'true');
  await leaveFocus(canvasElement);
};

CustomShortcutsList.play = async ({ canvasElement }) => {
  const popup = await openPopup(canvasElement, /Choose date/);
  await userEvent.click(popup.getByRole('button', { name: /End of quarter/ }));
  await popupClosed(canvasElement);
  await expect(
    within(canvasElement).getByRole('button', { name: 'Choose date, selected date is Jun 30, 2025' }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

TimeShortcuts.play = async ({ canvasElement }) => {
  const popup = await openPopup(canvasElement, /Choose time/);
  await userEvent.click(popup.getByRole('button', { name: 'Noon' }));
  await popupClosed(canvasElement);
  await expect(
    within(canvasElement).getByRole('button', { name: 'Choose time, selected time is 12:00 PM' }),
  ).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ShortcutOrigin.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Report title: Custom period (Mar 1 – Mar 31, 2025)')).toBeInTheDocument();
  const popup = await openPopup(canvasElement, /Choose range/);
  await userEvent.click(popup.getByRole('button', { name: 'Quarter to date' }));
  await popupClosed(canvasElement);
  await expect(canvas.getByText('Report title: Quarter to date (Apr 1 – Apr 9, 2025)')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
