import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../src/demo/story';
import { leaveFocus } from '../../../src/demo/play';
import BasicPickersDemo from './BasicPickers.tsx';
import basicPickersSource from './BasicPickers.tsx?demo';
import DeliveryDateValidationDemo from './DeliveryDateValidation.tsx';
import deliveryDateValidationSource from './DeliveryDateValidation.tsx?demo';
import KeyboardFieldsDemo from './KeyboardFields.tsx';
import keyboardFieldsSource from './KeyboardFields.tsx?demo';
import FixedMonthCalendarDemo from './FixedMonthCalendar.tsx';
import fixedMonthCalendarSource from './FixedMonthCalendar.tsx?demo';
import PickUpTimeViewsDemo from './PickUpTimeViews.tsx';
import pickUpTimeViewsSource from './PickUpTimeViews.tsx?demo';
import FollowUpStaticPickerDemo from './FollowUpStaticPicker.tsx';
import followUpStaticPickerSource from './FollowUpStaticPicker.tsx?demo';
import CustomizedPickersDemo from './CustomizedPickers.tsx';
import customizedPickersSource from './CustomizedPickers.tsx?demo';
import LocalizedPickersDemo from './LocalizedPickers.tsx';
import localizedPickersSource from './LocalizedPickers.tsx?demo';
import HotelStayRangeDemo from './HotelStayRange.tsx';
import hotelStayRangeSource from './HotelStayRange.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicPickers: Story = demoStory(BasicPickersDemo, basicPickersSource);
export const DeliveryDateValidation: Story = demoStory(DeliveryDateValidationDemo, deliveryDateValidationSource);
export const KeyboardFields: Story = demoStory(KeyboardFieldsDemo, keyboardFieldsSource);
export const FixedMonthCalendar: Story = demoStory(FixedMonthCalendarDemo, fixedMonthCalendarSource);
export const PickUpTimeViews: Story = demoStory(PickUpTimeViewsDemo, pickUpTimeViewsSource);
export const FollowUpStaticPicker: Story = demoStory(FollowUpStaticPickerDemo, followUpStaticPickerSource);
export const CustomizedPickers: Story = demoStory(CustomizedPickersDemo, customizedPickersSource);
export const LocalizedPickers: Story = demoStory(LocalizedPickersDemo, localizedPickersSource);
export const HotelStayRange: Story = demoStory(HotelStayRangeDemo, hotelStayRangeSource);

/** The editable sections (month, day, year…) of the field labelled `label`. */
function fieldSections(canvasElement: HTMLElement, label: string) {
  return within(within(canvasElement).getByRole('group', { name: label })).getAllByRole('spinbutton');
}

KeyboardFields.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Arriving Friday, March 14, 2025 at 9:30 AM')).toBeInTheDocument();

  // Month, day and year: each section moves on to the next once it is complete.
  await userEvent.click(fieldSections(canvasElement, 'Arrival date')[0]);
  await userEvent.keyboard('06202025');
  await waitFor(() => expect(canvas.getByText('Arriving Friday, June 20, 2025 at 9:30 AM')).toBeInTheDocument());

  // Hours, minutes, then "P" for the meridiem section.
  await userEvent.click(fieldSections(canvasElement, 'Arrival time')[0]);
  await userEvent.keyboard('0745P');
  await waitFor(() => expect(canvas.getByText('Arriving Friday, June 20, 2025 at 7:45 PM')).toBeInTheDocument());

  await leaveFocus(canvasElement);
};

PickUpTimeViews.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Pick-up at 10:30 AM')).toBeInTheDocument();
  // Only the slots within opening hours are listed.
  const slots = within(canvas.getByRole('listbox', { name: 'Select time' }));
  await expect(slots.queryByRole('option', { name: '07:45 AM' })).not.toBeInTheDocument();
  await userEvent.click(slots.getByRole('option', { name: '02:15 PM' }));
  await expect(canvas.getByText('Pick-up at 2:15 PM')).toBeInTheDocument();
  // The clock face shows the same value.
  await expect(canvas.getByRole('listbox', { name: /Selected time is 02:15 PM/ })).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

FollowUpStaticPicker.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('gridcell', { name: '26' }));
  await expect(canvas.getByText('Selected follow-up: Wednesday, March 26, 2025')).toBeInTheDocument();
  await expect(canvas.getByText('Saved follow-up: Friday, March 21, 2025')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
  await expect(canvas.getByText('Saved follow-up: Wednesday, March 26, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

CustomizedPickers.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(/invoice dated March 14, 2025/)).toBeInTheDocument();
  const invoiceField = within(canvas.getByRole('group', { name: 'Invoice date' }));
  await userEvent.click(invoiceField.getByRole('button', { name: /Choose date/ }));
  // The popup renders outside the canvas, at the end of the document.
  const popup = within(await screen.findByRole('dialog'));
  await expect(popup.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  // With `closeOnSelect={false}`, picking a day keeps the popup open until OK.
  await userEvent.click(popup.getByRole('gridcell', { name: '28' }));
  await expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByText(/invoice dated March 28, 2025/)).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

LocalizedPickers.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Deutsch' }));
  // Day.js formats the date the German way, and the week starts on Monday.
  await expect(canvas.getByText('März 2025')).toBeInTheDocument();
  await expect(canvas.getByDisplayValue('14.03.2025')).toBeInTheDocument();
  await expect(canvas.getAllByRole('columnheader')[0]).toHaveAccessibleName('Montag');
  // `localeText` translates the component's own labels.
  await expect(canvas.getByRole('button', { name: /Datum auswählen/ })).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

HotelStayRange.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Check-in Fri, Mar 14, check-out Tue, Mar 18: 4 nights')).toBeInTheDocument();
  // The first click starts a new range, the second one ends it.
  await userEvent.click(canvas.getByRole('gridcell', { name: '20' }));
  await expect(canvas.getByText('Check-in Thu, Mar 20, now choose a check-out date')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('gridcell', { name: '23' }));
  await expect(canvas.getByText('Check-in Thu, Mar 20, check-out Sun, Mar 23: 3 nights')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
